/**
 * What users read for a request field (issue #30 'Human labels'). The API keeps the spec's wire names
 * (`EmploymentType`, `SpecificRequirement`, `EmailId`, `NoOfusers`); forms, tables and error messages show these
 * labels instead, so a raw field name never reaches a screen.
 */

/** Labels of the fields users fill in or read, by camelCase wire name (PascalCase names are looked up the same). */
export const FIELD_LABELS = {
  // Research requests (outreach-integrations-admin §2, §3; 'Specific Requirement' as in the §5 message).
  location: 'Location',
  city: 'City',
  category: 'Category',
  employmentType: 'Employment Type',
  specificRequirement: 'Specific Requirement',
  companyName: 'Company Name',
  contactName: 'Contact Name',
  // Manage Customers (§3 'New customer', 'Customer (admin)').
  emailId: 'E-mail',
  email: 'E-mail',
  contactPerson: 'Contact Person',
  phoneNumber: 'Phone Number',
  state: 'State',
  country: 'Country',
  subscriptionDate: 'Subscription Start',
  subscriptionEndDate: 'Subscription End',
  endDate: 'Subscription End',
  noOfusers: 'Number of Users',
  plan: 'Plan',
  isNewIntegrations: 'New Integrations (4.1)',
  passwordChanged: 'Password Changed',
  demo: 'Demo Account',
  // Lead search (prospecting-core §3 'Lead search query').
  keyWords: 'Keywords',
  jobTitle: 'Job Title',
  company: 'Company',
  companyIndustry: 'Company Industry',
  employeeRange: 'Company Size',
  industries: 'Job Category',
  employmentTypes: 'Employment Type',
  minSalary: 'Minimum Salary',
  maxSalary: 'Maximum Salary',
  minExperience: 'Minimum Experience',
  dateAfter: 'Posted After',
  dateBefore: 'Posted Before',
  radius: 'Radius',
  name: 'Name',
  notes: 'Notes',
  password: 'Password',
} as const satisfies Record<string, string>;

/** Words kept in capitals when a name is split into words. */
const ACRONYMS: Readonly<Record<string, string>> = { id: 'ID', url: 'URL', api: 'API', crm: 'CRM', uuid: 'ID' };

/**
 * The label of one field name: its entry in FIELD_LABELS (either casing of its first letter), else the name
 * split into words ('callListId' → 'Call list ID', 'first_name' → 'First name').
 */
export function fieldLabel(name: string): string {
  const camel = name.charAt(0).toLowerCase() + name.slice(1);
  const known = (FIELD_LABELS as Readonly<Record<string, string | undefined>>)[camel];
  if (known) return known;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()));
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/**
 * The label of a field's path in a request, as a validator names it ('/locations/0/latitude',
 * 'employmentTypes.1', ['search', 'keyWords']): each name as its label, each list position as 'item n' (from 1),
 * joined with ' › ' ('Locations item 1 › Latitude'). Empty for an empty path.
 */
export function fieldPathLabel(path: string | readonly PropertyKey[]): string {
  const parts = typeof path === 'string' ? path.split(/[/.[\]]+/).filter(Boolean) : path.map(String);
  const labels: string[] = [];
  for (const part of parts) {
    if (/^\d+$/.test(part)) {
      const last = labels.pop();
      labels.push(last === undefined ? `Item ${Number(part) + 1}` : `${last} item ${Number(part) + 1}`);
    } else labels.push(fieldLabel(part));
  }
  return labels.join(' › ');
}
