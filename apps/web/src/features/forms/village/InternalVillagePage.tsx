/**
 * Internal option (spec §2.1 `property/int-:villageId`, §3.5): a village of the form's community. The adviser
 * chooses among the community's contracts (each chosen contract is an option column), the recurrent charge (a
 * community line, a typed amount, or the community's rule-based fee range), the additional services included,
 * the expense lines, stamp duty when the owner type is strata, and ratings when the corporate has the valuation
 * tool. Every change autosaves with the form version.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import {
  FORM_LIMIT_MESSAGES,
  formatAud,
  optionUid,
  type CommunityContract,
  type Frequency,
  type InternalVillage,
} from '@rlc/shared';
import {
  CurrencyInput,
  fieldBinder,
  FrequencySelect,
  SelectInput,
  TextInput,
} from '../../../components/inputs/index.ts';
import { ConflictAlert, SaveStatus } from '../save/ConflictAlert.tsx';
import { chargeFeesLabel, perPeriod, securityDepositLabel } from './labels.ts';
import { dmfText } from './dmfText.ts';
import { countVillages } from '../limits.ts';
import { useLoadedForm } from '../queries.ts';
import { RatingsEditor } from './RatingsEditor.tsx';
import { useInternalDraft } from './useVillageDraft.ts';
import { VillageExpenses } from './VillageExpenses.tsx';
import { TitledSection } from '../../../components/TitledSection.tsx';

export function InternalVillagePage({ village }: { village: InternalVillage }) {
  const { formId, form } = useLoadedForm();
  const { draft, change, saver, reload } = useInternalDraft(formId, village);
  const field = fieldBinder(draft, change);
  const community = form.corporateCommunity;
  const corp = form.corporate;
  const feeLabel = chargeFeesLabel(corp.renameChargeFeesRent, community.rvOrLlc);
  const contracts = community.contracts;
  const chosen = new Set(draft.selectedContracts.map((c) => c.id));
  // Options used by the other villages: this one may add contracts up to maxOptions in total.
  const otherOptions = countVillages(form).options - village.selectedContracts.length;
  const roomLeft = form.config.maxOptions - otherOptions - draft.selectedContracts.length;
  const isStrata =
    draft.ownerType === 'Strata' ||
    contracts.some((c) => chosen.has(c.id) && c.settings.overrideCommunityOwnerType === 'Strata');
  const ruleBased = community.fee.feeRuleBased || community.feesConfig.base === 'rule';
  const feeLines = community.feesConfig.chargeFees.filter((f) => !f.deleted || f.id === draft.chargeFeeId);
  const services = community.additionalServices.filter((s) => !s.deleted);
  const selectedService = (id: number) =>
    draft.selectedAdditionalServices.some((s) => s.id === id && s.selected);

  const toggleContract = (c: CommunityContract, on: boolean) =>
    change({
      selectedContracts: on
        ? [...draft.selectedContracts, { id: c.id, report: true }]
        : draft.selectedContracts.filter((s) => s.id !== c.id),
    });

  return (
    <Box sx={{ maxWidth: 1048 }}>
      <Typography variant="h2">{draft.name || community.name}</Typography>
      <Typography color="text.secondary" gutterBottom>
        A village of {community.name} (
        {community.rvOrLlc === 'llc' ? 'land lease community' : 'retirement village'}
        {draft.ownerType ? `, ${draft.ownerType.toLowerCase()}` : ''})
      </Typography>
      <SaveStatus state={saver.state} error={saver.error} />
      {saver.state === 'conflict' && <ConflictAlert onReload={() => void reload()} />}

      <TextInput label="Property name" {...field('name')} />

      <TitledSection id="contracts-title" title="Contracts to compare" sx={{ mt: 3 }}>
        {contracts.length === 0 && (
          <Alert severity="warning">This community has no contracts assigned yet.</Alert>
        )}
        <FormGroup>
          {contracts.map((c) => {
            const on = chosen.has(c.id);
            return (
              <Box key={c.id} sx={{ mb: 1 }}>
                <FormControlLabel
                  label={c.name}
                  control={
                    <Checkbox
                      checked={on}
                      disabled={!on && roomLeft <= 0}
                      onChange={(_e, v) => toggleContract(c, v)}
                    />
                  }
                />
                <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }}>
                  {[
                    c.settings.propertyType,
                    `ingoing contribution ${formatAud(c.settings.ingoingContribution, { whole: true })}`,
                    c.settings.dmfUse ? dmfText(c.settings.dmf) : null,
                    c.settings.securityDepositUse
                      ? securityDepositLabel(corp.renameHomeSecurityDeposit)
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
            );
          })}
        </FormGroup>
        {roomLeft <= 0 && contracts.some((c) => !chosen.has(c.id)) && (
          <Typography variant="body2" color="text.secondary" role="note">
            {FORM_LIMIT_MESSAGES.options(form.config.maxOptions)}
          </Typography>
        )}
      </TitledSection>

      <TitledSection id="fees-title" title={feeLabel} sx={{ mt: 3 }}>
        {ruleBased ? (
          <Typography variant="body2" color="text.secondary">
            {community.name} sets this fee by a rule: between{' '}
            {perPeriod(community.feesConfig.ruleMin ?? 0, community.feesConfig.ruleFrequency ?? 0)} and{' '}
            {perPeriod(community.feesConfig.ruleMax ?? 0, community.feesConfig.ruleFrequency ?? 0)}. Enter the
            amount for this home.
          </Typography>
        ) : (
          <SelectInput<number>
            label={`${feeLabel} option`}
            value={draft.chargeFeeId ?? 0}
            options={[
              ...feeLines.map((f) => ({
                value: f.id,
                label: `${f.name || feeLabel}: ${perPeriod(f.amount, f.frequency)}`,
              })),
              { value: 0, label: 'Enter an amount' },
            ]}
            onChange={(id) => {
              const line = feeLines.find((f) => f.id === id);
              change(
                line
                  ? {
                      chargeFeeId: line.id,
                      chargeFeesAmount: line.amount,
                      chargeFeesFreq: line.frequency as Frequency,
                    }
                  : { chargeFeeId: null },
              );
            }}
          />
        )}
        {(ruleBased || draft.chargeFeeId === null) && (
          <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 2 }}>
            <CurrencyInput label={`${feeLabel} amount`} {...field('chargeFeesAmount')} />
            <FrequencySelect label={`${feeLabel} frequency`} {...field('chargeFeesFreq')} />
          </Box>
        )}
      </TitledSection>

      {services.length > 0 && (
        <TitledSection id="services-title" title="Additional services" sx={{ mt: 3 }}>
          <FormGroup>
            {services.map((s) => (
              <FormControlLabel
                key={s.id}
                label={`${s.name ?? 'Service'} (${perPeriod(s.amount, s.frequency)})`}
                control={
                  <Checkbox
                    checked={selectedService(s.id)}
                    onChange={(_e, on) =>
                      change({
                        selectedAdditionalServices: [
                          ...draft.selectedAdditionalServices.filter((x) => x.id !== s.id),
                          { id: s.id, selected: on },
                        ],
                      })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </TitledSection>
      )}

      <VillageExpenses value={draft} onChange={change} />

      {isStrata && (
        <Box component="section" sx={{ mt: 3 }}>
          <CurrencyInput
            label="Stamp duty"
            helperText="Paid on buying a strata unit; enter the amount for this state."
            {...field('stampDutyExpense')}
          />
        </Box>
      )}

      {corp.valuationTool && (
        <RatingsEditor
          formId={formId}
          ratings={form.ratings}
          columns={draft.selectedContracts.map((s) => ({
            uid: optionUid.internal(village.id, s.id),
            name: contracts.find((c) => c.id === s.id)?.name ?? `Contract ${s.id}`,
          }))}
        />
      )}
    </Box>
  );
}
