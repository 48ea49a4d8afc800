/**
 * The Site Fees / General Service Charge tab (spec §2.1 'fees', permission updateCommunitySettings): FeesConfig
 * (spec §3.8) as fee lines to pick from, or a rule (frequency, min, max: valid only if frequency > 0, max > 0 and
 * max > min, spec §5 'Fee rule'), and the inclusions the fees cover. Checked with the shared FeesConfigInput rules,
 * saved with POST community/{id}/fees/update ('Fees Updated'; 'Error updating fees').
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FeesConfigInput, MESSAGES, type CommunityFeesResponse, type Frequency } from '@rlc/shared';
import { CheckboxInput, CurrencyInput, FrequencySelect } from '../../../components/inputs/index.ts';
import { communityTabKey, fetchFees, saveFees } from './api.ts';
import { PricedLinesEditor } from './PricedLinesEditor.tsx';
import { editLines, issueMap, sentLines, type EditLine } from './pricedLines.ts';
import { TabLoader, topVersion, type TabFormProps } from './TabLoader.tsx';
import { TabSaveBar } from './TabSaveBar.tsx';
import { useAssignments } from './useAssignments.ts';
import { issuesUnder, useTabSave } from './useTabSave.ts';
import { KEEP_LINE } from './PricedLinesEditor.tsx';

export default function FeesTab() {
  return (
    <TabLoader
      tab="fees"
      load={fetchFees}
      loadFailed={MESSAGES.community.feesLoadFailed}
      versionOf={topVersion}
      Form={FeesForm}
    />
  );
}

/** The fee base and rule as edited (numbers for the inputs; the API's nulls read as Weekly and $0). */
interface Rule {
  base: 'values' | 'rule';
  ruleFrequency: Frequency;
  ruleMin: number;
  ruleMax: number;
}

function FeesForm(props: TabFormProps<CommunityFeesResponse>) {
  const { communityId, initial } = props;
  const client = useQueryClient();
  const f = initial.fees;
  const [rule, setRule] = useState<Rule>({
    base: f.base,
    ruleFrequency: (f.ruleFrequency ?? 52) as Frequency,
    ruleMin: f.ruleMin ?? 0,
    ruleMax: f.ruleMax ?? 0,
  });
  const [lines, setLines] = useState<EditLine[]>(() => editLines(f.chargeFees));
  const [changed, setChanged] = useState(false);
  const [tried, setTried] = useState(false);
  const inclusions = useAssignments(initial.inclusions);
  const fees = { ...rule, chargeFees: sentLines(lines) };
  const { mutation, stale, issues } = useTabSave({
    save: () =>
      saveFees(communityId, {
        versionId: initial.versionId,
        payload: { fees, inclusions: inclusions.changes },
      }),
    failed: MESSAGES.community.feesUpdateFailed,
    onSaved: (answer) => client.setQueryData(communityTabKey(communityId, 'fees'), answer.update),
  });
  const own = issueMap(FeesConfigInput.safeParse(fees));
  const errors = { ...issuesUnder(issues, 'payload.fees'), ...(tried ? own : {}) };
  const edit = (change: Partial<Rule>) => {
    setRule((r) => ({ ...r, ...change }));
    setChanged(true);
  };

  return (
    <Stack
      component="section"
      aria-label="Site Fees / General Service Charge"
      spacing={3}
      sx={{ maxWidth: 900 }}
    >
      <RadioGroup
        aria-label="Fee base"
        value={rule.base}
        onChange={(_e, v) => edit({ base: v as Rule['base'] })}
      >
        <FormControlLabel value="values" control={<Radio />} label="Fee lines: the adviser picks one" />
        <FormControlLabel value="rule" control={<Radio />} label="Rule-based fee: a range per period" />
      </RadioGroup>
      {rule.base === 'rule' ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
          <FrequencySelect
            label="Rule frequency"
            value={rule.ruleFrequency}
            onChange={(ruleFrequency) => edit({ ruleFrequency })}
            error={errors.ruleFrequency}
            helperText={KEEP_LINE}
          />
          <CurrencyInput
            label="Rule min"
            value={rule.ruleMin}
            onChange={(ruleMin) => edit({ ruleMin })}
            error={errors.ruleMin}
            helperText={KEEP_LINE}
          />
          <CurrencyInput
            label="Rule max"
            value={rule.ruleMax}
            onChange={(ruleMax) => edit({ ruleMax })}
            error={errors.ruleMax}
            helperText={KEEP_LINE}
          />
        </Box>
      ) : (
        <PricedLinesEditor
          noun="Fee"
          nameRequired={false}
          lines={lines}
          onChange={(next) => {
            setLines(next);
            setChanged(true);
          }}
          errors={issuesUnder(errors, 'chargeFees')}
          newFrequency={52}
        />
      )}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="h3" gutterBottom>
          Inclusions
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {initial.inclusions.map((i) => (
            <CheckboxInput
              key={i.id}
              label={i.name}
              checked={inclusions.isTicked(i.id)}
              onChange={(v) => inclusions.set(i.id, v)}
            />
          ))}
        </Box>
      </Box>
      <TabSaveBar
        dirty={changed || inclusions.dirty}
        saving={mutation.isPending}
        stale={stale}
        onSave={() => {
          setTried(true);
          if (Object.keys(own).length === 0) mutation.mutate();
        }}
        onReload={props.onReload}
      />
    </Stack>
  );
}
