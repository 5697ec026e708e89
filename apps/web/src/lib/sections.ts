import { COMPANY_DUPLICATES_TITLE, FEED_IMPORT_TITLE, NAV_INFO, SOURCE_TEXTS } from '@agencyscout/contracts';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SavedSearchOutlined from '@mui/icons-material/SavedSearchOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import WorkOutline from '@mui/icons-material/WorkOutlineOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

/**
 * The app's sections (prospecting-core §2.2): path, title, icon and the navigation's hover info.
 * Titles of navigation entries are the spec's; titles of the other routes are ours.
 * Used by the side navigation, the top bar title and each feature's page layout.
 */
/** An MUI icon component. */
export type SectionIcon = typeof SvgIcon;

export interface Section {
  path: string;
  title: string;
  icon: SectionIcon;
  /** Hover info popup text (NAV_INFO), for the entries the spec describes. */
  info?: string;
}

export const SECTIONS = {
  leads: { path: '/leads', title: 'Agency Leads', icon: WorkOutline, info: NAV_INFO.leads },
  openweb: { path: '/openweb', title: 'Open Web Leads', icon: PublicOutlined, info: NAV_INFO.openweb },
  agencytips: { path: '/agencytips', title: 'Agency Tips', icon: LightbulbOutlined, info: NAV_INFO.agencytips },
  savedsearch: { path: '/savedsearch', title: 'Saved Searches', icon: SavedSearchOutlined, info: NAV_INFO.savedsearch },
  clientlist: { path: '/clientlist', title: 'Client List', icon: BusinessOutlined, info: NAV_INFO.clientlist },
  client: { path: '/client', title: 'Client List', icon: BusinessOutlined },
  calllist: { path: '/calllist', title: 'Outreach List', icon: PhoneInTalkOutlined, info: NAV_INFO.calllist },
  companycontacts: {
    path: '/companycontacts',
    title: 'Contact Search',
    icon: PersonSearchOutlined,
    info: NAV_INFO.companycontacts,
  },
  companynotes: { path: '/companynotes', title: 'Company Notes', icon: StickyNote2Outlined },
  dashboard: { path: '/dashboard', title: 'Dashboard', icon: DashboardOutlined },
  helpcenter: { path: '/helpcenter', title: 'Help Center', icon: HelpOutlineOutlined },
  account: { path: '/account', title: 'Account Settings', icon: AccountCircleOutlined },
  integrations: { path: '/integrations', title: 'Integrations', icon: ExtensionOutlined },
  manageusers: { path: '/manageusers', title: 'Users', icon: GroupOutlined },
  managecustomers: { path: '/managecustomers', title: 'Manage Customers', icon: SupervisorAccountOutlined },
  mailbox: { path: '/admin/mailbox', title: 'Mailbox', icon: EmailOutlined },
  sources: { path: '/admin/sources', title: SOURCE_TEXTS.title, icon: DynamicFeedOutlined },
  imports: { path: '/admin/imports', title: FEED_IMPORT_TITLE, icon: UploadFileOutlined },
  companyduplicates: {
    path: '/admin/companies/duplicates',
    title: COMPANY_DUPLICATES_TITLE,
    icon: CompareArrowsOutlined,
  },
  onboard: { path: '/onboard', title: 'Welcome', icon: RocketLaunchOutlined },
} as const satisfies Record<string, Section>;

export type SectionId = keyof typeof SECTIONS;
