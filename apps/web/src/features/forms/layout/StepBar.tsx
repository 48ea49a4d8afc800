/**
 * The step bar and the Previous / Next buttons of a form's route set (spec §2.2 navigation order), shared by the
 * staff form (`form/:formId`) and the magic form (`magic-form/:formId`). The steps are tabs (the current one
 * selected) and the page between bar and buttons is the current tab's panel. A step may be disabled (spec §2.1:
 * results of a magic form while it has no PDF); Next may be held (the magic customer step until assigned).
 * Issue 14: the steps share the bar's width (it fits at 1280 px with the most options a form takes); a name too
 * long for its step is cut with an ellipsis and the whole shows in a tooltip on hover and keyboard focus; the cut
 * names keep a gap between them (at 1280 px and on a phone).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ONE_LINE, useClipped } from '../../../components/OverflowText.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { FormStep } from './steps.ts';
import { DeferredTooltip } from '../../../components/DeferredTooltip.tsx';

const STEP_PANEL_ID = 'form-step-panel';
/** Each step's text is inset by half the gap between two steps' texts (theme spacing: 8 px apart on a phone, 16). */
const STEP_GAP = { xs: 0.5, sm: 1 };
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

/**
 * A step's label (or its detail line) on one line, cut to fit. `onClip` reports whether it is cut; `tip` (the
 * whole step's words) shows in a tooltip while `open`, which the step's button drives on hover and keyboard focus
 * (the Stepper must see its StepButton as the Step's direct child to make a tab list, so no wrapper goes around it).
 */
function StepText({
  text,
  tip,
  open,
  onClip,
  caption,
}: {
  text: string;
  tip?: string;
  open?: boolean;
  onClip: (clipped: boolean) => void;
  caption?: boolean;
}) {
  const [ref, clipped] = useClipped<HTMLSpanElement>(text);
  useEffect(() => onClip(clipped), [clipped, onClip]);
  const line = (
    <Typography
      ref={ref}
      variant={caption ? 'caption' : 'inherit'}
      color={caption ? 'text.secondary' : undefined}
      component="span"
      sx={ONE_LINE}
    >
      {text}
    </Typography>
  );
  if (tip === undefined) return line;
  return (
    // Its code loads after the first paint (ADR 0026); not put on while it is shown.
    <DeferredTooltip
      title={tip}
      open={Boolean(open)}
      hold={Boolean(open)}
      disableHoverListener
      disableFocusListener
      disableTouchListener
    >
      {line}
    </DeferredTooltip>
  );
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
  // The step whose tooltip may show (hovered or keyboard-focused), and which steps' texts are cut.
  const [tip, setTip] = useState<number | null>(null);
  const [cut, setCut] = useState<ReadonlySet<string>>(new Set());
  const clip = useCallback((key: string, clipped: boolean) => {
    setCut((prev) => {
      if (prev.has(key) === clipped) return prev;
      const next = new Set(prev);
      if (clipped) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  return (
    <>
      {/* px: room for the step buttons' negative margins, so the bar fits without a scrollbar. */}
      <Box component="nav" aria-label="Form steps" sx={{ overflowX: 'auto', py: 1, px: 2, mb: 2 }}>
        <Stepper nonLinear activeStep={active} alternativeLabel>
          {steps.map((s, i) => {
            const full = s.detail ? `${s.label}, ${s.detail}` : s.label;
            return (
              // minWidth 0: a step never grows past its share for a long name (its label is cut instead).
              <Step key={s.path} completed={false} disabled={s.disabled} sx={{ minWidth: 0, flex: '1 1 0' }}>
                <StepButton
                  id={stepTabId(i)}
                  onClick={() => go(i)}
                  disabled={s.disabled}
                  aria-label={full}
                  // MUI makes each step a tab (aria-selected on the active one); the page is its panel, and
                  // aria-current says the same to readers that skip tab state.
                  aria-controls={i === active ? STEP_PANEL_ID : undefined}
                  aria-current={i === active ? 'step' : undefined}
                  // Tab into the bar lands on the current step, not always the first (MUI's roving default,
                  // kept when no step is current: an explicit undefined would make every step a tab stop).
                  {...(active >= 0 ? { tabIndex: i === active ? 0 : -1 } : {})}
                  onMouseEnter={() => setTip(i)}
                  onMouseLeave={() => setTip(null)}
                  onFocus={(e) => {
                    if (e.currentTarget.matches(':focus-visible')) setTip(i);
                  }}
                  onBlur={() => setTip(null)}
                  // The label's flex column would grow to its text: hold it (and the text box) to the step's width,
                  // inset from both sides so two cut names keep a visible gap (STEP_GAP) and never touch.
                  sx={{
                    '& .MuiStepLabel-root, & .MuiStepLabel-labelContainer': { minWidth: 0, width: '100%' },
                    '& .MuiStepLabel-labelContainer': { boxSizing: 'border-box', px: STEP_GAP },
                  }}
                  optional={
                    s.detail ? (
                      <StepText text={s.detail} caption onClip={(c) => clip(`${i}d`, c)} />
                    ) : undefined
                  }
                >
                  <StepText
                    text={s.label}
                    tip={full}
                    open={tip === i && (cut.has(`${i}l`) || cut.has(`${i}d`))}
                    onClip={(c) => clip(`${i}l`, c)}
                  />
                </StepButton>
              </Step>
            );
          })}
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
