import { hasPermission, type Me, PERMISSIONS } from '@agencyscout/contracts';

/**
 * Provider staff: the users with create:member (outreach-integrations-admin §2), who see Manage Customers, Job
 * Sources and Mailbox.
 */
export function isProviderStaff(me: Pick<Me, 'permissions'>): boolean {
  return hasPermission(me.permissions, PERMISSIONS.createMember);
}
