import { EXPORT_COLUMN_GROUPS, type ExportColumn } from '@agencyscout/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';

interface ColumnPickerProps {
  /** The columns this export offers (contact exports leave out Job Information, §2). */
  offered: readonly ExportColumn[];
  selected: ReadonlySet<ExportColumn>;
  onChange: (selected: Set<ExportColumn>) => void;
}

/** The column groups of §2 'Export dialogs', each with a group checkbox and one per column. */
export function ColumnPicker({ offered, selected, onChange }: ColumnPickerProps) {
  const groups = EXPORT_COLUMN_GROUPS.map((group) => ({
    name: group.name,
    columns: group.columns.filter(([key]) => offered.includes(key)),
  })).filter((group) => group.columns.length > 0);
  const setMany = (keys: ExportColumn[], on: boolean) => {
    const next = new Set(selected);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onChange(next);
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
      {groups.map((group) => {
        const keys = group.columns.map(([key]) => key as ExportColumn);
        const count = keys.filter((key) => selected.has(key)).length;
        return (
          <Box key={group.name} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2">
              <FormControlLabel
                label={group.name}
                control={
                  <Checkbox
                    size="small"
                    checked={count === keys.length}
                    indeterminate={count > 0 && count < keys.length}
                    onChange={(event) => setMany(keys, event.target.checked)}
                  />
                }
              />
            </Typography>
            <FormGroup sx={{ pl: 3 }}>
              {group.columns.map(([key, label]) => (
                <FormControlLabel
                  key={key}
                  label={label}
                  control={
                    <Checkbox
                      size="small"
                      checked={selected.has(key)}
                      onChange={(event) => setMany([key], event.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
        );
      })}
    </Box>
  );
}
