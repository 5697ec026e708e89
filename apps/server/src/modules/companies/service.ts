/** Company rules shared by the features that act on a company (client list, company notes, lead detail). */
import type { Db } from '../../db/kysely.ts';
import { notFound } from '../../lib/errors.ts';
import { findCompanyById } from './repository.ts';

/**
 * The company of a client-given id. Companies are the provider's data, readable by every customer.
 * @throws 404 'Company not found' when there is no such company.
 */
export async function requireCompany(db: Db, companyId: number): Promise<{ id: number; name: string }> {
  const company = await findCompanyById(db, companyId);
  if (!company) throw notFound('Company not found');
  return { id: Number(company.id), name: company.name };
}
