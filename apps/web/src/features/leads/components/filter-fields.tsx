import {
  COMPANY_SIZE_BUCKETS,
  EMPLOYMENT_TYPE_ALL,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  SALARY_STEP,
} from '@agencyscout/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MultiSelectField } from '../../../components/multi-select-field.tsx';
import { useFilterOptions } from '../api.ts';
import type { LeadQuery, LeadQueryErrors } from '../lead-query.ts';

export interface FieldGroupProps {
  query: LeadQuery;
  errors: LeadQueryErrors;
  onChange: (patch: Partial<LeadQuery>) => void;
}

interface TextFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'number';
  step?: number;
}

/** A text or numeric filter field; Enter submits the panel's form (Search). */
export function TextFilter({ label, value, onChange, error, type = 'text', step }: TextFilterProps) {
  return (
    <TextField
      size="small"
      label={label}
      type={type}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={type === 'number' ? { htmlInput: { min: 0, step: step ?? 1 } } : undefined}
      fullWidth
    />
  );
}

/** Employment type (§2.3): All, Contract, Contract to Direct Hire, Direct Hire; All means no filter. */
export function EmploymentTypeField({
  value,
  onChange,
}: {
  value: EmploymentType[];
  onChange: (v: EmploymentType[]) => void;
}) {
  const change = (selected: string[]) => {
    // Picking All clears the others; picking a type drops All.
    onChange(
      selected.at(-1) === EMPLOYMENT_TYPE_ALL
        ? []
        : selected.filter((item): item is EmploymentType => item !== EMPLOYMENT_TYPE_ALL),
    );
  };
  return (
    <TextField
      select
      size="small"
      label="Employment Type"
      value={value.length === 0 ? [EMPLOYMENT_TYPE_ALL] : value}
      onChange={(event) => change(event.target.value as unknown as string[])}
      slotProps={{ select: { multiple: true, renderValue: (selected) => (selected as string[]).join(', ') } }}
    >
      {[EMPLOYMENT_TYPE_ALL, ...EMPLOYMENT_TYPES].map((type) => (
        <MenuItem key={type} value={type}>
          {type}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Company industry, company size and job category (§2.3); the lists come from GET /filters/industry. */
export function CompanyFields({ query, onChange }: FieldGroupProps) {
  const options = useFilterOptions();
  return (
    <>
      <MultiSelectField
        label="Company Industry"
        options={options.data?.industries ?? []}
        loading={options.isPending}
        value={query.companyIndustry}
        onChange={(companyIndustry) => onChange({ companyIndustry })}
      />
      <MultiSelectField
        label="Company Size"
        options={COMPANY_SIZE_BUCKETS}
        value={query.employeeRange}
        onChange={(employeeRange) => onChange({ employeeRange })}
      />
      <MultiSelectField
        label="Job Category"
        options={options.data?.jobCategories ?? []}
        loading={options.isPending}
        value={query.industries}
        onChange={(industries) => onChange({ industries })}
      />
    </>
  );
}

/** Salary min and max (step 10000, §5) and minimum experience. */
export function SalaryExperienceFields({ query, errors, onChange }: FieldGroupProps) {
  return (
    <>
      <Stack direction="row" spacing={1}>
        <TextFilter
          label="Salary Min"
          type="number"
          step={SALARY_STEP}
          value={query.minSalary}
          error={errors.minSalary}
          onChange={(minSalary) => onChange({ minSalary })}
        />
        <TextFilter
          label="Salary Max"
          type="number"
          step={SALARY_STEP}
          value={query.maxSalary}
          error={errors.maxSalary}
          onChange={(maxSalary) => onChange({ maxSalary })}
        />
      </Stack>
      <TextFilter
        label="Minimum Experience (years)"
        type="number"
        value={query.minExperience}
        error={errors.minExperience}
        onChange={(minExperience) => onChange({ minExperience })}
      />
    </>
  );
}
