/**
 * The Analytics filters (spec §2.4 "Analytics screen", §3.11 "Filters"): dates (all, a preset or a range), states,
 * users (only my reports, or chosen users; forced to my reports when I am the only source user), roles,
 * communities and report status, each "All" until something is chosen; 'Reports by status' also picks its rows.
 * The options come from GET analytics/sources; their ids are never shown (spec §9).
 */
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DATE_PRESETS,
  FORM_STATUS,
  REPORT_GROUPINGS,
  STATES,
  type AnalyticsQueryName,
  type AnalyticsSourcesResponse,
  type DatePreset,
  type FormStatusCode,
  type ReportGrouping,
} from '@rlc/shared';
import { DateInput } from '../../components/inputs/index.ts';
import { INITIAL_FILTERS, rangeProblem, type FilterState } from './filters.ts';

interface Option<T> {
  id: T;
  label: string;
}

/** A multiple choice where choosing nothing means all (its placeholder says so). */
function MultiChoice<T extends string | number>({
  label,
  allText,
  options,
  value,
  onChange,
  disabled,
}: {
  label: string;
  allText: string;
  options: Option<T>[];
  value: T[];
  onChange: (value: T[]) => void;
  disabled?: boolean;
}) {
  const chosen = options.filter((o) => value.includes(o.id));
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={chosen}
      disabled={disabled}
      disableCloseOnSelect
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, picked) => onChange(picked.map((o) => o.id))}
      renderInput={(params) => (
        <TextField
          {...params}
          margin="none"
          label={label}
          placeholder={chosen.length === 0 ? allText : undefined}
          // The label stays up so the placeholder ('All states' …) says what nothing chosen means.
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}

/** The dates menu: all, each preset, a range (a preset's key stands for itself). */
type DateSelect = 'all' | 'range' | DatePreset;
const DATE_OPTIONS: [DateSelect, string][] = [
  ['all', 'All dates'],
  ...(Object.entries(DATE_PRESETS) as [DatePreset, string][]),
  ['range', 'Date range'],
];

export interface FiltersPanelProps {
  sources: AnalyticsSourcesResponse | undefined;
  value: FilterState;
  onChange: (value: FilterState) => void;
  /** The caller is the only source user: users are theirs alone (spec §4). */
  forceSelf: boolean;
  queryName: AnalyticsQueryName;
}

export function FiltersPanel({ sources, value, onChange, forceSelf, queryName }: FiltersPanelProps) {
  const set = <K extends keyof FilterState>(key: K, v: FilterState[K]) => onChange({ ...value, [key]: v });
  const { dates } = value;
  const dateSelect: DateSelect = dates.option === 'preset' ? dates.preset : dates.option;
  const problem = rangeProblem(dates);
  const self = forceSelf || value.self;

  return (
    <Stack spacing={2} component="form" aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
      <Typography variant="h3" component="h2">
        Filters
      </Typography>
      <TextField
        select
        size="small"
        margin="none"
        label="Dates"
        value={dateSelect}
        onChange={(e) => {
          const picked = e.target.value as DateSelect;
          set(
            'dates',
            picked === 'all' || picked === 'range'
              ? { ...dates, option: picked }
              : { ...dates, option: 'preset', preset: picked },
          );
        }}
      >
        {DATE_OPTIONS.map(([key, text]) => (
          <MenuItem key={key} value={key}>
            {text}
          </MenuItem>
        ))}
      </TextField>
      {dates.option === 'range' && (
        // Typed dd/mm/yyyy like every date in the product (spec §5): a native date field follows the browser's
        // locale (mm/dd/yyyy in an en-US browser) and is too narrow here for its own calendar button.
        <Stack direction="row" spacing={1}>
          {(['from', 'to'] as const).map((end) => (
            <DateInput
              key={end}
              label={end === 'from' ? 'From' : 'To'}
              value={dates[end] || null}
              onChange={(iso) => set('dates', { ...dates, [end]: iso ?? '' })}
              size="small"
              allowFuture
              error={problem && dates.from && dates.to ? ' ' : undefined}
            />
          ))}
        </Stack>
      )}
      {problem && (
        <Typography variant="body2" color={dates.from && dates.to ? 'error' : 'text.secondary'} role="status">
          {problem}
        </Typography>
      )}
      <MultiChoice
        label="States"
        allText="All states"
        options={STATES.map((s) => ({ id: s, label: s }))}
        value={value.states}
        onChange={(v) => set('states', v)}
      />
      <FormControlLabel
        control={
          <Checkbox checked={self} disabled={forceSelf} onChange={(e) => set('self', e.target.checked)} />
        }
        label="Only my reports"
      />
      {forceSelf ? (
        <Typography variant="body2" color="text.secondary">
          You can see only your own reports.
        </Typography>
      ) : (
        <MultiChoice
          label="Users"
          allText="All users"
          options={(sources?.users ?? []).map((u) => ({
            id: u.id,
            label: u.active ? u.name : `${u.name} (inactive)`,
          }))}
          value={value.users}
          onChange={(v) => set('users', v)}
          disabled={self}
        />
      )}
      <MultiChoice
        label="Roles"
        allText="All roles"
        options={(sources?.roles ?? []).map((r) => ({ id: r.id, label: r.name }))}
        value={value.roles}
        onChange={(v) => set('roles', v)}
      />
      <MultiChoice
        label="Communities"
        allText="All communities"
        options={(sources?.communities ?? []).map((c) => ({ id: c.id, label: `${c.name} (${c.state})` }))}
        value={value.communities}
        onChange={(v) => set('communities', v)}
      />
      <MultiChoice
        label="Report status"
        allText="All statuses"
        options={(Object.entries(FORM_STATUS) as [FormStatusCode, string][]).map(([id, label]) => ({
          id,
          label,
        }))}
        value={value.reportStatus}
        onChange={(v) => set('reportStatus', v)}
      />
      {queryName === 'reportsByStatus' && (
        <TextField
          select
          size="small"
          margin="none"
          label="Rows by"
          value={value.groupBy}
          onChange={(e) => set('groupBy', e.target.value as ReportGrouping)}
        >
          {(Object.entries(REPORT_GROUPINGS) as [ReportGrouping, string][]).map(([key, text]) => (
            <MenuItem key={key} value={key}>
              {text}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button variant="text" onClick={() => onChange(INITIAL_FILTERS)} sx={{ alignSelf: 'flex-start' }}>
        Clear filters
      </Button>
    </Stack>
  );
}
