/** What other features use of the integrations: the per-contact CRM push menu (§2). */
export { CrmPushMenu, type CrmPushMenuProps } from './components/crm-push-menu.tsx';
