/**
 * Small, explicit lead data for integration tests (the real datasets and the demo generator are
 * exercised by their own tests).
 */
import type {
  CompanySizeBucket,
  ContactSource,
  EmailVerificationStatus,
  EmploymentType,
  LeadType,
  PhoneVerificationStatus,
} from '@agencyscout/contracts';
import type { Db } from '../../src/db/kysely.ts';

let sequence = 0;

export interface CompanyFixture {
  name: string;
  status?: 0 | 1;
  industry?: string;
  employeeRange?: CompanySizeBucket;
}

export async function insertCompany(db: Db, company: CompanyFixture): Promise<number> {
  sequence += 1;
  const industry = company.industry
    ? await db.selectFrom('industries').select('id').where('name', '=', company.industry).executeTakeFirstOrThrow()
    : undefined;
  const row = await db
    .insertInto('companies')
    .values({
      name: company.name,
      nameKey: company.name.toLowerCase(),
      status: company.status ?? 1,
      industryId: industry?.id ?? null,
      employeeRange: company.employeeRange ?? null,
      source: 'test',
      sourceId: `company-${sequence}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface LeadFixture {
  title: string;
  companyId: number;
  companyName: string;
  leadType?: LeadType;
  /** When the lead was first imported (default: now). */
  firstSeenAt?: Date;
  description?: string;
  city?: string;
  state?: string;
  country?: string;
  latitude?: number;
  longitude?: number;
  postedAt?: Date | null;
  employmentTypes?: EmploymentType[];
  minSalary?: number;
  maxSalary?: number;
  hourlyPayMin?: number;
  minExperienceYears?: number;
  jobCategories?: string[];
}

async function jobCategoryIds(db: Db, names: string[] = []): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const existing = await db.selectFrom('jobCategories').select('id').where('name', '=', name).executeTakeFirst();
    const row =
      existing ?? (await db.insertInto('jobCategories').values({ name }).returning('id').executeTakeFirstOrThrow());
    ids.push(Number(row.id));
  }
  return ids;
}

export async function insertLead(db: Db, lead: LeadFixture): Promise<number> {
  sequence += 1;
  const row = await db
    .insertInto('leads')
    .values({
      leadType: lead.leadType ?? 'Agency',
      title: lead.title,
      companyId: lead.companyId,
      companyName: lead.companyName,
      description: lead.description ?? null,
      location: lead.city ? `${lead.city}, ${lead.state}` : null,
      locationPrecision: lead.city ? (lead.latitude == null ? 'region' : 'city') : null,
      city: lead.city ?? null,
      state: lead.state ?? null,
      country: lead.country ?? (lead.state ? 'US' : null),
      latitude: lead.latitude ?? null,
      longitude: lead.longitude ?? null,
      postedAt: lead.postedAt === undefined ? new Date(Date.now() - sequence * 60_000) : lead.postedAt,
      ...(lead.firstSeenAt ? { firstSeenAt: lead.firstSeenAt } : {}),
      employmentTypes: lead.employmentTypes ?? [],
      minSalary: lead.minSalary ?? null,
      maxSalary: lead.maxSalary ?? null,
      hourlyPayMin: lead.hourlyPayMin ?? null,
      salaryCurrency: lead.minSalary || lead.maxSalary || lead.hourlyPayMin ? 'USD' : null,
      minExperienceYears: lead.minExperienceYears ?? null,
      jobCategoryIds: await jobCategoryIds(db, lead.jobCategories),
      source: 'test',
      sourceId: `lead-${sequence}`,
      contentHash: `hash-${sequence}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface ContactFixture {
  companyId: number;
  /** Default 'manual'. */
  source?: ContactSource;
  firstName: string;
  lastName: string;
  position?: string;
  email?: string;
  emailStatus?: EmailVerificationStatus | null;
  phoneNumber?: string;
  phoneNumberStatus?: PhoneVerificationStatus | null;
  officePhone?: string;
  officePhoneStatus?: PhoneVerificationStatus | null;
  linkedinUrl?: string;
}

export async function insertContact(db: Db, contact: ContactFixture): Promise<number> {
  sequence += 1;
  const row = await db
    .insertInto('contacts')
    .values({
      companyId: contact.companyId,
      firstName: contact.firstName,
      lastName: contact.lastName,
      position: contact.position ?? null,
      email: contact.email ?? null,
      emailLastVerifiedStatus: contact.emailStatus ?? null,
      phoneNumber: contact.phoneNumber ?? null,
      phoneNumberLastVerifiedStatus: contact.phoneNumberStatus ?? null,
      officePhone: contact.officePhone ?? null,
      officePhoneLastVerifiedStatus: contact.officePhoneStatus ?? null,
      linkedinUrl: contact.linkedinUrl ?? null,
      source: contact.source ?? 'manual',
      sourceId: `contact-${sequence}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
