/**
 * The Results page's key figures in plain words (keyFigures.ts): one headline sentence comparing what each
 * choice leaves at year 10, then a card per choice (staying at home first, in the charts' colours) with what it
 * costs to get in, the first year, leaving, and the estate, and a note on "today's dollars".
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { optionColour, type ComparisonResult } from '@rlc/shared';
import {
  keyFigures,
  keyFiguresSentence,
  keyHorizon,
  keySentences,
  scenarioKeyFigures,
} from './keyFigures.ts';
import { TitledSection } from '../../../components/TitledSection.tsx';

/** The discount rate as people say it: 0.03 → "3%", 0.025 → "2.5%". */
const percent = (rate: number) => `${Number((rate * 100).toFixed(2))}%`;

export function KeyFiguresPanel({
  comparison,
}: {
  comparison: Pick<ComparisonResult, 'scenarios' | 'simplified' | 'assumptions'>;
}) {
  const horizon = keyHorizon(comparison);
  const figures = scenarioKeyFigures(comparison, horizon);
  const discountRate = comparison.assumptions.discountRate;
  if (figures.length === 0) return null;
  return (
    <TitledSection id="key-figures-title" title="Key figures" sx={{ mb: 3 }}>
      {horizon !== null && (
        <Alert severity="success" icon={false} sx={{ mb: 2, fontSize: '1.1rem' }} data-testid="key-figures">
          {keyFiguresSentence(keyFigures(comparison, horizon), horizon)}
        </Alert>
      )}
      <Box
        data-testid="key-figures-detail"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(290px, 1fr))' }}
      >
        {figures.map((k, i) => (
          <Box
            key={k.id}
            component="article"
            aria-labelledby={`key-figures-${k.id}`}
            sx={{
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderTop: 4,
              borderTopColor: optionColour(i),
              borderRadius: 1,
              bgcolor: 'background.paper',
            }}
          >
            <Typography
              id={`key-figures-${k.id}`}
              component="h4"
              gutterBottom
              // A long option name wraps anywhere rather than widening the card.
              sx={{ fontSize: '1.1rem', fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {k.name}
            </Typography>
            <Box component="dl" sx={{ m: 0 }}>
              {keySentences(k, comparison.simplified).map((s) => (
                <Box key={s.lead} sx={{ mb: 1.5, '&:last-of-type': { mb: 0 } }}>
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    {s.lead}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {s.text}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      {typeof discountRate === 'number' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          “In today&apos;s dollars” shows a future amount as what it is worth now, allowing{' '}
          {percent(discountRate)} a year. All figures are estimates.
        </Typography>
      )}
    </TitledSection>
  );
}
