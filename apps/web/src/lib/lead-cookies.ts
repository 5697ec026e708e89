import { COOKIES } from '@agencyscout/contracts';
import Cookies from 'js-cookie';

/** Start-up step of prospecting-core §2.1: forget the last lead page, lead query and lead filter. */
export function clearLeadCookies(): void {
  for (const name of [COOKIES.leadPage, COOKIES.leadsQuery, COOKIES.leadFilter]) {
    Cookies.remove(name, { path: '/' });
  }
}
