import {
  COMPANY_SIZE_BUCKETS,
  CONTACT_POSITION_CATEGORIES,
  CONTACT_SEARCH_TEXTS,
  UNCLASSIFIED_CALL_LIST_ID,
  UNCLASSIFIED_CALL_LIST_NAME,
} from '@agencyscout/contracts';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { CollapsedFilterPanel, FilterPanelHeading } from '../../../components/filter-panel-chrome.tsx';
import { MultiSelectField } from '../../../components/multi-select-field.tsx';
import { useCallLists } from '../api.ts';
import { type ContactFilters, togglePosition } from '../contact-filters.ts';
import { CompanyNameField } from './company-name-field.tsx';

interface ContactFilterPanelProps {
  draft: ContactFilters;
  onDraftChange: (change: Partial<ContactFilters>) => void;
  /** Applies the draft (and `change`, when given) to the search; the page returns to 1. */
  onApply: (change?: Partial<ContactFilters>) => void;
  onClear: () => void;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
}

function PositionCategories({
  value,
  onChange,
}: {
  value: ContactFilters['contactPosition'];
  onChange: (next: ContactFilters['contactPosition']) => void;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <FormLabel component="legend">{CONTACT_SEARCH_TEXTS.positions}</FormLabel>
      <FormGroup sx={{ maxHeight: 220, overflowY: 'auto', flexWrap: 'nowrap' }}>
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={value.length === 0}
              onChange={() => onChange(togglePosition(value, 'All'))}
            />
          }
          label={CONTACT_SEARCH_TEXTS.all}
        />
        {CONTACT_POSITION_CATEGORIES.map((category) => (
          <FormControlLabel
            key={category}
            control={
              <Checkbox
                size="small"
                checked={value.includes(category)}
                onChange={() => onChange(togglePosition(value, category))}
              />
            }
            label={category}
          />
        ))}
      </FormGroup>
    </Box>
  );
}

function ListFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const lists = useCallLists();
  return (
    <TextField
      select
      size="small"
      label={CONTACT_SEARCH_TEXTS.callList}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value="">{CONTACT_SEARCH_TEXTS.anyList}</MenuItem>
      {(lists.data?.lists ?? []).map((list) => (
        <MenuItem key={list.callListId} value={String(list.callListId)}>
          {list.callListName}
        </MenuItem>
      ))}
      <MenuItem value={String(UNCLASSIFIED_CALL_LIST_ID)}>{UNCLASSIFIED_CALL_LIST_NAME}</MenuItem>
    </TextField>
  );
}

/**
 * The contact search's collapsible left panel (§2 'Contact Search screen'): contact name, position categories,
 * company name (autocomplete), location, e-mail, company size and outreach list. Text applies on Enter or
 * Search; checkboxes and choices apply at once.
 */
export function ContactFilterPanel(props: ContactFilterPanelProps) {
  const { draft, onDraftChange, onApply, onClear, collapsed, onCollapsedChange } = props;
  if (collapsed) {
    return <CollapsedFilterPanel onExpand={() => onCollapsedChange(false)} />;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  const text = (key: 'contactName' | 'location' | 'email', label: string) => (
    <TextField
      size="small"
      label={label}
      value={draft[key]}
      onChange={(event) => onDraftChange({ [key]: event.target.value })}
    />
  );
  return (
    <Paper variant="outlined" component="form" onSubmit={submit} aria-label="Contact filters" noValidate sx={{ p: 2 }}>
      <FilterPanelHeading onCollapse={() => onCollapsedChange(true)} />
      <Stack spacing={2}>
        {text('contactName', CONTACT_SEARCH_TEXTS.contactName)}
        <CompanyNameField
          value={draft.companyName}
          onChange={(companyName) => onDraftChange({ companyName })}
          onPick={(companyName) => onApply({ companyName })}
        />
        {text('location', CONTACT_SEARCH_TEXTS.location)}
        {text('email', CONTACT_SEARCH_TEXTS.email)}
        <MultiSelectField
          label={CONTACT_SEARCH_TEXTS.employeeRange}
          options={COMPANY_SIZE_BUCKETS}
          value={draft.employeeRange}
          placeholder={CONTACT_SEARCH_TEXTS.all}
          onChange={(employeeRange) => onApply({ employeeRange })}
        />
        <ListFilter value={draft.callListId} onChange={(callListId) => onApply({ callListId })} />
        <PositionCategories
          value={draft.contactPosition}
          onChange={(contactPosition) => onApply({ contactPosition })}
        />
      </Stack>
      <Stack spacing={1} sx={{ pt: 2 }}>
        <Button type="submit" variant="contained" startIcon={<Search />}>
          {CONTACT_SEARCH_TEXTS.search}
        </Button>
        <Button variant="text" onClick={onClear}>
          {CONTACT_SEARCH_TEXTS.clear}
        </Button>
      </Stack>
    </Paper>
  );
}
