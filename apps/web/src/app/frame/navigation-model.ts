import { hasPermission, type Me, PERMISSIONS, REFERRAL_REWARD } from '@agencyscout/contracts';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import { isProviderStaff } from '../../lib/permissions.ts';
import { SECTIONS, type Section, type SectionIcon } from '../../lib/sections.ts';
import { AFFILIATE_PROGRAM_URL } from '../../lib/support.ts';

/** One entry of the side navigation: a section of the app or an external link. */
export type NavEntry =
  | { kind: 'section'; section: Section }
  | { kind: 'external'; href: string; title: string; subtitle: string; icon: SectionIcon };

export interface NavGroup {
  /** Group heading; undefined for the ungrouped entries. */
  title?: string;
  entries: NavEntry[];
}

/**
 * The affiliate-program link (prospecting-core §1, §2.2): opens in a new tab; the address comes from the server's
 * settings (AFFILIATE_PROGRAM_URL, served by /api/config), the built-in default until they are loaded.
 */
export function affiliateEntry(href: string = AFFILIATE_PROGRAM_URL): NavEntry {
  return {
    kind: 'external',
    href,
    title: 'Affiliate Program',
    subtitle: `Earn ${REFERRAL_REWARD} per sign-up`,
    icon: CardGiftcardOutlined,
  };
}

const section = (value: Section): NavEntry => ({ kind: 'section', section: value });

/**
 * §2.2: Integrations needs create:integrations, and for accounts flagged isNewIntegrations also read:users
 * (our reading of the spec's "integrations check").
 */
export function canSeeIntegrations(me: Pick<Me, 'permissions' | 'isNewIntegrations'>): boolean {
  if (!hasPermission(me.permissions, PERMISSIONS.createIntegrations)) return false;
  return !me.isNewIntegrations || hasPermission(me.permissions, PERMISSIONS.readUsers);
}

/**
 * The side navigation for a user's permissions (prospecting-core §2.2, §6).
 * Decision: an is:openWeb user does not see Agency Leads, because /leads redirects them to /openweb.
 * Manage Customers, Job Sources, Feed Import and Mailbox (create:member, provider staff) sit in the Settings group.
 */
export function buildNavigation(
  me: Pick<Me, 'permissions' | 'isNewIntegrations'>,
  affiliateProgramUrl?: string,
): NavGroup[] {
  const can = (permission: (typeof PERMISSIONS)[keyof typeof PERMISSIONS]) => hasPermission(me.permissions, permission);
  const leadEntries = [
    ...(can(PERMISSIONS.isOpenWeb) ? [] : [section(SECTIONS.leads)]),
    section(SECTIONS.openweb),
    section(SECTIONS.agencytips),
    section(SECTIONS.savedsearch),
    section(SECTIONS.clientlist),
  ];
  const groups: NavGroup[] = [
    { title: 'Agency Leads', entries: leadEntries },
    {
      entries: [
        section(SECTIONS.calllist),
        section(SECTIONS.companycontacts),
        section(SECTIONS.dashboard),
        section(SECTIONS.helpcenter),
      ],
    },
  ];
  if (can(PERMISSIONS.readMe)) {
    const settings = [section(SECTIONS.account)];
    if (canSeeIntegrations(me)) settings.push(section(SECTIONS.integrations));
    if (can(PERMISSIONS.readUsers)) settings.push(section(SECTIONS.manageusers));
    if (isProviderStaff(me)) {
      settings.push(
        section(SECTIONS.managecustomers),
        section(SECTIONS.sources),
        section(SECTIONS.imports),
        section(SECTIONS.companyduplicates),
        section(SECTIONS.mailbox),
      );
    }
    groups.push({ title: 'Settings', entries: settings });
  }
  groups.push({ entries: [affiliateEntry(affiliateProgramUrl)] });
  return groups;
}

export function entryTitle(entry: NavEntry): string {
  return entry.kind === 'section' ? entry.section.title : entry.title;
}
