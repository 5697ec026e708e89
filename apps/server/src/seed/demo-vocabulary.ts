/**
 * Words the synthetic demo data is built from: job families (titles, duties, skills, pay ranges and
 * the job category they belong to), company name parts and contact positions per position cluster.
 * Pay ranges are USD: hourly per hour, salary per year, for a mid-level role.
 */
import type { Industry, PositionCluster } from '@agencyscout/contracts';

/** 'a|b|c' → ['a', 'b', 'c'] (keeps the long word lists compact). */
function words(text: string): readonly string[] {
  return text.split('|');
}

export interface JobFamily {
  category: string;
  titles: readonly string[];
  duties: readonly string[];
  skills: readonly string[];
  hourly: readonly [number, number];
  salary: readonly [number, number];
  industries: readonly Industry[];
}

export const JOB_FAMILIES: readonly JobFamily[] = [
  {
    category: 'Information Technology',
    titles: words(
      'Java Developer|Software Engineer|DevOps Engineer|Data Engineer|Cloud Architect|QA Analyst|.NET Developer|Full Stack Developer|Systems Administrator|Help Desk Technician',
    ),
    duties: words(
      'design, build and maintain services used by thousands of customers|review code and mentor other engineers|automate builds, tests and deployments|troubleshoot production incidents and write post-mortems|work with product owners to refine requirements|keep documentation and runbooks current',
    ),
    skills: words(
      'Java or C#|SQL and relational databases|AWS or Azure|CI/CD pipelines|Docker and Kubernetes|REST APIs|Agile delivery|Linux administration',
    ),
    hourly: [45, 95],
    salary: [85_000, 165_000],
    industries: ['Information Technology & Services', 'Computer Software', 'Financial Services', 'Internet'],
  },
  {
    category: 'Healthcare',
    titles: words(
      'Registered Nurse|Travel Nurse - ICU|Medical Assistant|Licensed Practical Nurse|Physical Therapist|Pharmacy Technician|Radiologic Technologist|Medical Coder',
    ),
    duties: words(
      'provide safe, compassionate patient care|document assessments in the electronic health record|coordinate with physicians and care teams|educate patients and families|follow infection-control protocols|cover rotating shifts including weekends',
    ),
    skills: words(
      'an active state license|BLS/ACLS certification|Epic or Cerner EHR|patient assessment|medication administration|HIPAA compliance',
    ),
    hourly: [28, 75],
    salary: [55_000, 120_000],
    industries: ['Hospital & Health Care', 'Medical Practice', 'Mental Health Care', 'Health, Wellness & Fitness'],
  },
  {
    category: 'Accounting & Finance',
    titles: words(
      'Staff Accountant|Senior Accountant|Accounts Payable Specialist|Financial Analyst|Controller|Payroll Specialist|Tax Associate|Billing Coordinator',
    ),
    duties: words(
      'own the month-end close and reconciliations|prepare journal entries and financial statements|support internal and external audits|analyse variances against budget|process invoices and vendor payments|improve controls and reporting',
    ),
    skills: words(
      'a degree in Accounting or Finance|GAAP|advanced Excel|NetSuite, SAP or QuickBooks|account reconciliation|attention to detail',
    ),
    hourly: [25, 65],
    salary: [55_000, 130_000],
    industries: ['Accounting', 'Financial Services', 'Banking', 'Insurance'],
  },
  {
    category: 'Engineering',
    titles: words(
      'Mechanical Engineer|Civil Engineer|Electrical Engineer|Project Engineer|Structural Engineer|Quality Engineer|Manufacturing Engineer|CAD Designer',
    ),
    duties: words(
      'prepare designs, drawings and specifications|lead root-cause analysis and corrective actions|coordinate with contractors and inspectors|estimate costs and schedules|ensure compliance with codes and standards|support production and field teams',
    ),
    skills: words(
      'a Bachelor of Science in Engineering|AutoCAD or SolidWorks|an EIT or PE license|GD&T|Lean or Six Sigma|project scheduling',
    ),
    hourly: [38, 85],
    salary: [70_000, 145_000],
    industries: ['Civil Engineering', 'Mechanical or Industrial Engineering', 'Construction', 'Aviation & Aerospace'],
  },
  {
    category: 'Manufacturing & Production',
    titles: words(
      'Production Supervisor|CNC Machinist|Assembly Technician|Maintenance Technician|Quality Inspector|Welder|Machine Operator|Plant Manager',
    ),
    duties: words(
      'run and adjust production equipment safely|meet daily output and quality targets|perform preventive maintenance|read blueprints and work instructions|keep the work area clean and organised|train new team members',
    ),
    skills: words(
      'manufacturing experience|blueprint reading|precision measuring tools|OSHA safety practices|forklift certification|PLC basics',
    ),
    hourly: [18, 42],
    salary: [45_000, 110_000],
    industries: ['Machinery', 'Automotive', 'Electrical & Electronic Manufacturing', 'Plastics'],
  },
  {
    category: 'Warehouse & Logistics',
    titles: words(
      'Warehouse Associate|Forklift Operator|Logistics Coordinator|Shipping & Receiving Clerk|Inventory Specialist|CDL-A Driver|Dispatcher|Supply Chain Analyst',
    ),
    duties: words(
      'receive, store and ship orders accurately|operate material-handling equipment|track inventory in the WMS|schedule carriers and deliveries|resolve discrepancies with vendors|follow safety procedures',
    ),
    skills: words(
      'warehouse experience|RF scanners and WMS|a forklift certification|a clean driving record|basic computer skills|the ability to lift 50 lbs',
    ),
    hourly: [17, 34],
    salary: [40_000, 85_000],
    industries: ['Logistics & Supply Chain', 'Transportation/Trucking/Railroad', 'Warehousing', 'Wholesale'],
  },
  {
    category: 'Administrative',
    titles: words(
      'Administrative Assistant|Executive Assistant|Receptionist|Office Manager|Data Entry Clerk|Customer Service Representative|Scheduling Coordinator|Records Clerk',
    ),
    duties: words(
      'manage calendars, travel and meetings|answer phones and greet visitors|prepare correspondence and reports|maintain files and databases|order supplies and coordinate vendors|support the team with ad-hoc projects',
    ),
    skills: words(
      'Microsoft Office|excellent written communication|typing 50+ WPM|organisation and discretion|a customer-first attitude|multi-line phone systems',
    ),
    hourly: [17, 35],
    salary: [38_000, 80_000],
    industries: ['Management Consulting', 'Real Estate', 'Law Practice', 'Insurance'],
  },
  {
    category: 'Sales & Marketing',
    titles: words(
      'Account Executive|Sales Development Representative|Marketing Manager|Digital Marketing Specialist|Business Development Manager|Inside Sales Representative|Territory Sales Manager|Content Marketing Manager',
    ),
    duties: words(
      'build and manage a pipeline of qualified opportunities|run campaigns across email, search and social|present solutions to decision makers|forecast revenue in the CRM|partner with marketing and customer success|meet and exceed quota',
    ),
    skills: words(
      'B2B sales experience|Salesforce or HubSpot|strong presentation skills|Google Analytics|negotiation|a consultative selling approach',
    ),
    hourly: [22, 55],
    salary: [50_000, 140_000],
    industries: ['Marketing & Advertising', 'Computer Software', 'Telecommunications', 'Consumer Goods'],
  },
  {
    category: 'Human Resources',
    titles: words(
      'HR Generalist|Recruiter|HR Business Partner|Benefits Administrator|Talent Acquisition Specialist|HR Coordinator|Compensation Analyst|Training Specialist',
    ),
    duties: words(
      'support the full employee life cycle|source and screen candidates|advise managers on employee relations|administer benefits and leave programmes|keep HRIS data accurate|deliver onboarding and training',
    ),
    skills: words(
      'HR experience|Workday or ADP|employment law knowledge|SHRM-CP or PHR|interviewing skills|confidentiality',
    ),
    hourly: [24, 55],
    salary: [52_000, 115_000],
    industries: ['Human Resources', 'Staffing & Recruiting', 'Hospital & Health Care', 'Retail'],
  },
  {
    category: 'Construction & Trades',
    titles: words(
      'Electrician|HVAC Technician|Construction Superintendent|Project Manager - Construction|Plumber|Carpenter|Estimator|Heavy Equipment Operator',
    ),
    duties: words(
      'install, repair and inspect systems to code|read plans and specifications|coordinate trades and subcontractors on site|keep the job on schedule and on budget|enforce site safety|prepare takeoffs and estimates',
    ),
    skills: words(
      'a journeyman or master license|OSHA 30|Procore or Bluebeam|commercial construction experience|your own hand tools|a valid driver license',
    ),
    hourly: [24, 58],
    salary: [55_000, 135_000],
    industries: ['Construction', 'Building Materials', 'Facilities Services', 'Real Estate'],
  },
  {
    category: 'Legal',
    titles: words(
      'Paralegal|Legal Assistant|Corporate Counsel|Litigation Support Specialist|Contracts Manager|Compliance Analyst',
    ),
    duties: words(
      'draft and review contracts and filings|manage case files and deadlines|research statutes and case law|coordinate discovery and e-discovery|support attorneys at trial|track regulatory changes',
    ),
    skills: words(
      'a paralegal certificate or JD|legal research tools|e-discovery platforms|contract management|excellent writing|discretion',
    ),
    hourly: [28, 90],
    salary: [55_000, 190_000],
    industries: ['Law Practice', 'Legal Services', 'Insurance', 'Financial Services'],
  },
  {
    category: 'Customer Support',
    titles: words(
      'Customer Support Specialist|Call Center Representative|Technical Support Specialist|Client Success Manager|Service Desk Analyst',
    ),
    duties: words(
      'answer customer calls, chats and emails|troubleshoot issues and escalate when needed|document interactions in the ticketing system|meet service-level targets|identify recurring problems|keep customers informed',
    ),
    skills: words(
      'customer service experience|Zendesk or ServiceNow|clear communication|patience and empathy|basic troubleshooting|bilingual English/Spanish a plus',
    ),
    hourly: [17, 32],
    salary: [38_000, 75_000],
    industries: ['Telecommunications', 'Consumer Services', 'Computer Software', 'Insurance'],
  },
];

export const SENIORITY = [
  { prefix: '', years: [1, 3], factor: 1 },
  { prefix: 'Junior ', years: [0, 1], factor: 0.75 },
  { prefix: 'Senior ', years: [5, 8], factor: 1.3 },
  { prefix: 'Lead ', years: [7, 10], factor: 1.45 },
] as const;

export const COMPANY_NAME_FIRST = [
  'Summit',
  'Harbor',
  'Pioneer',
  'Granite',
  'Evergreen',
  'Blue Ridge',
  'Northwind',
  'Keystone',
  'Cedar',
  'Lakeshore',
  'Redwood',
  'Silverline',
  'Ironwood',
  'Meridian',
  'Prairie',
  'Atlas',
  'Beacon',
  'Crescent',
  'Falcon',
  'Horizon',
  'Juniper',
  'Maple',
  'Orchard',
  'Riverbend',
  'Sterling',
  'Trident',
  'Willow',
  'Copper',
  'Aspen',
  'Bayview',
] as const;

export const COMPANY_NAME_SECOND: Readonly<Record<string, readonly string[]>> = {
  'Information Technology': ['Software', 'Systems', 'Digital', 'Data Labs', 'Technologies', 'Cloud'],
  Healthcare: ['Health', 'Medical Center', 'Care Partners', 'Clinics', 'Health System'],
  'Accounting & Finance': ['Financial', 'Capital', 'Advisors', 'Bancorp', 'Insurance Group'],
  Engineering: ['Engineering', 'Design Group', 'Aerospace', 'Infrastructure'],
  'Manufacturing & Production': ['Manufacturing', 'Industries', 'Fabrication', 'Components', 'Plastics'],
  'Warehouse & Logistics': ['Logistics', 'Freight', 'Distribution', 'Supply', 'Transport'],
  Administrative: ['Services', 'Realty', 'Partners', 'Management'],
  'Sales & Marketing': ['Marketing', 'Media', 'Brands', 'Communications'],
  'Human Resources': ['People Solutions', 'Talent', 'Workforce', 'Retail'],
  'Construction & Trades': ['Builders', 'Construction', 'Mechanical', 'Contractors', 'Electric'],
  Legal: ['Law Group', 'Legal', 'Compliance', 'Associates'],
  'Customer Support': ['Communications', 'Wireless', 'Services', 'Connect'],
};

/** The last part of a company name ('' for none); left out when the name already has its word (demo-grammar.ts). */
export const COMPANY_SUFFIX = ['', '', 'Inc.', 'LLC', 'Group', 'Co.', 'Corporation', 'Partners'] as const;

/** Position titles per position cluster (outreach-integrations-admin §9 audience categories). */
export const CLUSTER_POSITIONS: Readonly<Record<PositionCluster, readonly string[]>> = {
  Accounting: ['Accounting Manager', 'Controller', 'Assistant Controller'],
  'Business Strategy': ['Director of Strategy', 'Business Strategy Manager'],
  Directorial: ['Director of Operations', 'Director of Engineering', 'Director of Finance'],
  Engineering: ['Engineering Manager', 'Principal Engineer'],
  'Executive Leadership': ['Chief Executive Officer', 'Chief Operating Officer', 'President'],
  'Global Operations': ['Global Operations Manager', 'Director, Global Operations'],
  'Healthcare Management': ['Nurse Manager', 'Director of Nursing', 'Clinic Administrator'],
  HR: ['HR Manager', 'Director of Human Resources', 'HR Business Partner'],
  'Information Security': ['Information Security Manager', 'CISO'],
  'IT Leadership': ['IT Director', 'Chief Information Officer', 'IT Manager'],
  Management: ['Operations Manager', 'Branch Manager', 'General Manager'],
  'Operations Management': ['Plant Manager', 'Warehouse Manager', 'Operations Supervisor'],
  'Project Management': ['Project Manager', 'Program Manager', 'PMO Lead'],
  'Sales & Marketing': ['Sales Manager', 'Marketing Director', 'VP Sales'],
  'Senior Management': ['Senior Manager', 'Managing Director'],
  'Talent Acquisition': ['Talent Acquisition Manager', 'Recruiting Lead', 'Talent Acquisition Partner'],
  'Vice President': ['Vice President of Operations', 'Vice President, Finance', 'Vice President of Engineering'],
};

export const BENEFITS = [
  'medical, dental and vision coverage from day one',
  'a 401(k) with company match',
  'paid time off and paid holidays',
  'tuition reimbursement',
  'a hybrid schedule after onboarding',
  'weekly pay',
  'overtime opportunities',
] as const;

export const TIP_NOTES = [
  'Uses two or more staffing agencies for contract roles',
  'Contractors on site in the {dept} department today',
  'Converted contractors to direct hire in the last quarter',
  'Hiring manager open to agency submittals',
  'Recently expanded the {dept} team with temporary staff',
] as const;

export const DEPARTMENTS = [
  'IT',
  'Finance',
  'Engineering',
  'Operations',
  'Warehouse',
  'Customer Support',
  'HR',
  'Nursing',
] as const;
