import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { CollapsedFilterPanel, FilterPanelHeading } from '../../../components/filter-panel-chrome.tsx';
import type { TipFilter, TipFilterErrors } from '../tip-query.ts';
import { TipFilterFields } from './tip-filter-fields.tsx';

interface TipFilterPanelProps {
  filter: TipFilter;
  errors: TipFilterErrors;
  onChange: (filter: TipFilter) => void;
  onSearch: () => void;
  onClear: () => void;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  maxHeight: number;
}

/**
 * The collapsible tips filter (§2.5): the fields, Search and Clear Search Terms. Enter in a field searches (the
 * form submits); Search is blocked while a §5 rule is broken.
 */
export function TipFilterPanel(props: TipFilterPanelProps) {
  const { filter, errors, onChange, onSearch, onClear, collapsed, onCollapsedChange, maxHeight } = props;
  if (collapsed) {
    return <CollapsedFilterPanel onExpand={() => onCollapsedChange(false)} />;
  }
  const blocked = Object.keys(errors).length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) onSearch();
  };
  return (
    <Paper variant="outlined" component="form" onSubmit={submit} aria-label="Tip filters" noValidate sx={{ p: 2 }}>
      <FilterPanelHeading onCollapse={() => onCollapsedChange(true)} />
      <Box sx={{ maxHeight, overflowY: 'auto', pt: 1, pr: 0.5 }}>
        <TipFilterFields filter={filter} errors={errors} onChange={onChange} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={blocked}>
          Search
        </Button>
        <Button onClick={onClear}>Clear Search Terms</Button>
      </Stack>
    </Paper>
  );
}
