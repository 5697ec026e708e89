import Stack from '@mui/material/Stack';
import type { FilterDraftState } from '../use-filter-draft.ts';
import { CrmFilterField } from './crm-filter-field.tsx';
import { DateFields } from './date-fields.tsx';
import { CompanyFields, EmploymentTypeField, SalaryExperienceFields, TextFilter } from './filter-fields.tsx';
import { HiringCompanyField } from './hiring-company-field.tsx';
import { LocationField } from './location-field.tsx';

/**
 * Every filter field of a lead search (prospecting-core §2.3 'Filter panel fields', §5 rules), editing a filter
 * draft (`useFilterDraft`). The one filter form of the product: the leads screen's filter panel and the saved
 * search's Modify tab (§2.6) both render it.
 */
export function LeadFilterFields({ filters }: { filters: FilterDraftState }) {
  const { draft, errors, changeQuery } = filters;
  const { query } = draft;
  return (
    <Stack spacing={2}>
      <TextFilter
        label="Keywords"
        value={query.keyWords}
        error={errors.keyWords}
        onChange={(keyWords) => changeQuery({ keyWords })}
      />
      <LocationField
        locations={query.locations}
        onLocationsChange={(locations) => changeQuery({ locations })}
        draft={draft.location}
        onDraftChange={filters.changeLocation}
        error={errors.locations}
      />
      <TextFilter label="Job Title" value={query.jobTitle} onChange={(jobTitle) => changeQuery({ jobTitle })} />
      <HiringCompanyField
        value={query.company}
        onChange={(company) => changeQuery({ company })}
        error={errors.company}
      />
      <CompanyFields query={query} errors={errors} onChange={changeQuery} />
      <CrmFilterField value={query.crm} onChange={(crm) => changeQuery({ crm })} />
      <EmploymentTypeField
        value={query.employmentType}
        onChange={(employmentType) => changeQuery({ employmentType })}
      />
      <SalaryExperienceFields query={query} errors={errors} onChange={changeQuery} />
      <DateFields query={query} onChange={changeQuery} error={errors.dateAfter ?? errors.dateBefore} />
      <TextFilter
        label="Lead Id"
        type="number"
        value={query.jobleadId}
        error={errors.jobleadId}
        onChange={(jobleadId) => changeQuery({ jobleadId })}
      />
    </Stack>
  );
}
