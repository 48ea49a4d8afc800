/**
 * The step bar and the Previous / Next buttons of a form's route set (spec §2.2 navigation order), shared by the
 * staff form (`form/:formId`) and the magic form (`magic-form/:formId`). The steps are tabs (the current one
 * selected) and the page between bar and buttons is the current tab's panel. A step may be disabled (spec §2.1:
 * results of a magic form while it has no PDF); Next may be held (the magic customer step until assigned).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { FormStep } from './steps.ts';

const STEP_PANEL_ID = 'form-step-panel';
const stepTabId = (i: number) => `form-step-${i}`;

export interface StepBarProps {
  steps: readonly FormStep[];
  /** Index of the current step; -1 when the page is beside the order (Current Details). */
  active: number;
  go: (index: number) => void;
  /** Where Previous / Next go from a page beside the order (default: stay). */
  offOrderAt?: number;
  /** Next is held (and says why in its label) while this is set. */
  nextBlocked?: string;
  children: ReactNode;
}

/** The first step after `from` (or before, with step -1) that is not disabled; -1 when none. */
function nextOpen(steps: readonly FormStep[], from: number, step: 1 | -1): number {
  for (let i = from + step; i >= 0 && i < steps.length; i += step) if (!steps[i]!.disabled) return i;
  return -1;
}

export function StepBar({ steps, active, go, offOrderAt = 0, nextBlocked, children }: StepBarProps) {
  const from = active < 0 ? offOrderAt : active;
  const prev = active < 0 ? offOrderAt : nextOpen(steps, from, -1);
  const next = nextOpen(steps, from, 1);
  return (
    <>
      <Box component="nav" aria-label="Form steps" sx={{ overflowX: 'auto', py: 1, mb: 2 }}>
        <Stepper nonLinear activeStep={active} alternativeLabel>
          {steps.map((s, i) => (
            <Step key={s.path} completed={false} disabled={s.disabled}>
              <StepButton
                id={stepTabId(i)}
                onClick={() => go(i)}
                disabled={s.disabled}
                aria-label={s.detail ? `${s.label}, ${s.detail}` : s.label}
                // MUI makes each step a tab (aria-selected on the active one); the page is its panel, and
                // aria-current says the same to readers that skip tab state.
                aria-controls={i === active ? STEP_PANEL_ID : undefined}
                aria-current={i === active ? 'step' : undefined}
                // Tab into the bar lands on the current step, not always the first (MUI's roving default,
                // kept when no step is current: an explicit undefined would make every step a tab stop).
                {...(active >= 0 ? { tabIndex: i === active ? 0 : -1 } : {})}
                optional={
                  s.detail ? (
                    <Typography variant="caption" color="text.secondary" component="span">
                      {s.detail}
                    </Typography>
                  ) : undefined
                }
              >
                {s.label}
              </StepButton>
            </Step>
          ))}
        </Stepper>
      </Box>
      {/* One element either way, so moving to or from a page beside the order keeps the page mounted. */}
      <Box
        role={active >= 0 ? 'tabpanel' : undefined}
        id={active >= 0 ? STEP_PANEL_ID : undefined}
        aria-labelledby={active >= 0 ? stepTabId(active) : undefined}
      >
        {children}
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 2,
          mt: 4,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button variant="outlined" disabled={prev < 0} onClick={() => go(prev)}>
          Previous
        </Button>
        {nextBlocked && (
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, textAlign: 'right' }}>
            {nextBlocked}
          </Typography>
        )}
        <Button variant="contained" disabled={next < 0 || Boolean(nextBlocked)} onClick={() => go(next)}>
          Next
        </Button>
      </Box>
    </>
  );
}
