/**
 * The config-driven contract editor (spec §3.9 config items, §4 "Contract editing"), generated
 * from the definitions: one section per group (Entry, Ongoing, Exit), each item as its input, items whose use-if
 * does not hold hidden and not sent, the shared validator's message beside each field, only changed values sent
 * to `onSave`, and the live exit-entitlement preview beside (below, on a phone).
 *
 * Used for a default contract (every item) and for a community's contract (the overridable items, with
 * `defaults`: each field says whether it is overridden or inherited and offers Reset, which puts the default
 * contract's value back; the server then drops the override). Give it `key={versionId}` so a saved contract
 * starts a fresh draft.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  sameContractValue,
  validateContractValues,
  type ContractConfigItem,
  type ContractSettings,
} from '@rlc/shared';
import { FieldGrid, FormSection } from '../../../components/FormSection.tsx';
import { ConfigField } from './ConfigField.tsx';
import { changedTerms, sectionsOf, shownItems, type ContractValues } from './editorState.ts';
import { ExitPreview, type PreviewFetcher } from './ExitPreview.tsx';

export interface ContractEditorProps {
  /** Config items to edit (GET contracts/configs or communities/configs). */
  items: readonly ContractConfigItem[];
  /** The loaded terms (a community contract: its effective terms). */
  values: ContractSettings;
  /** A community contract: its type's default terms, what Reset goes back to. Absent for a default contract. */
  defaults?: ContractSettings;
  /** Saves the changed terms only, stored units (fractions for percent). */
  onSave: (changes: Record<string, unknown>) => void;
  saving?: boolean;
  /** Shown but not editable (e.g. without the permission to save). */
  readOnly?: boolean;
  /** The server's refusals by key (a 400's `data.<key>` issues). */
  serverErrors?: Readonly<Record<string, string>>;
  fetchPreview: PreviewFetcher;
  /** Query-cache key of this contract's preview, e.g. ['contractPreview', 71]. */
  previewKey: readonly unknown[];
  /** Show developer-only items. */
  showDevOnly?: boolean;
}

export function ContractEditor(props: ContractEditorProps) {
  const { items, values, defaults, onSave, saving, readOnly, serverErrors = {} } = props;
  const [draft, setDraft] = useState<ContractValues>(values);
  const changes = changedTerms(items, values, draft);
  const localErrors = validateContractValues(changes, items);
  const errors = { ...serverErrors, ...localErrors };
  const invalid = Object.keys(localErrors).length > 0;
  const count = Object.keys(changes).length;
  const set = (id: string, value: unknown) => setDraft((d) => ({ ...d, [id]: value }));
  const sections = sectionsOf(shownItems(items, draft, props.showDevOnly ?? false));

  const field = (item: ContractConfigItem) => {
    const overridden =
      defaults && !sameContractValue(draft[item.id], defaults[item.id as keyof ContractSettings]);
    return (
      <Box
        key={item.id}
        sx={{ gridColumn: item.valueType === 'yearlist' ? '1 / -1' : undefined, minWidth: 0 }}
      >
        <ConfigField
          item={item}
          value={draft[item.id]}
          onChange={(v) => set(item.id, v)}
          error={errors[item.id]}
          disabled={readOnly || saving}
        />
        {defaults ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            {overridden ? (
              <>
                <Chip size="small" color="primary" label="Overridden" />
                {!readOnly && (
                  <Button
                    size="small"
                    aria-label={`Reset ${item.name} to the default contract's value`}
                    onClick={() => set(item.id, defaults[item.id as keyof ContractSettings])}
                  >
                    Reset
                  </Button>
                )}
              </>
            ) : (
              <Typography variant="caption" color="text.secondary">
                Inherited from the default contract
              </Typography>
            )}
          </Box>
        ) : null}
      </Box>
    );
  };

  return (
    <Box>
      <Paper
        variant="outlined"
        sx={{ p: 1.5, mb: 2, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography variant="body2" sx={{ flexGrow: 1 }} aria-live="polite">
          {count === 0 ? 'No unsaved changes' : `${count} unsaved change${count === 1 ? '' : 's'}`}
        </Typography>
        {/* Below the wide layout the preview is under the sections: a way to it without scrolling past them. */}
        <Button
          sx={{ display: { lg: 'none' } }}
          onClick={() =>
            document.getElementById('exit-preview-title')?.scrollIntoView({ behavior: 'smooth' })
          }
        >
          Preview
        </Button>
        <Button disabled={count === 0 || saving} onClick={() => setDraft(values)}>
          Discard changes
        </Button>
        {!readOnly && (
          <Button
            variant="contained"
            disabled={count === 0 || invalid || saving}
            onClick={() => onSave(changes)}
          >
            Save changes
          </Button>
        )}
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {sections.map((section) => (
            <FormSection key={section.group} title={section.title}>
              <FieldGrid columns={2}>{section.items.map(field)}</FieldGrid>
            </FormSection>
          ))}
        </Box>
        <Paper variant="outlined" sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 16 } }}>
          <ExitPreview
            fetchPreview={props.fetchPreview}
            queryKey={props.previewKey}
            changes={changes}
            invalid={invalid}
          />
        </Paper>
      </Box>
    </Box>
  );
}
