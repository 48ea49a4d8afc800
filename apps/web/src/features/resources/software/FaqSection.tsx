/**
 * The FAQ of Resources › software: the questions of @rlc/shared `FAQ`, grouped by topic, filtered as
 * the adviser types (every word must appear in the question or the answer, `searchFaq`) with the words marked
 * where they matched. While searching, the matching answers are open; otherwise each opens on a click.
 */
import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { FAQ, FAQ_TOPICS, searchFaq, type FaqEntry } from '@rlc/shared';
import { Highlight } from '../../../components/Highlight.tsx';
import { RichTextView } from '../../report-content/index.ts';

export function FaqSection({ entries = FAQ }: { entries?: readonly FaqEntry[] }) {
  const [query, setQuery] = useState('');
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = searchFaq(entries, query);
  const searching = words.length > 0;

  return (
    <>
      <TextField
        label="Search the questions"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        fullWidth
        sx={{ mb: 2, maxWidth: 560 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {searching ? `${found.length} of ${entries.length} questions match.` : `${entries.length} questions.`}
      </Typography>
      {FAQ_TOPICS.map((topic) => {
        const inTopic = found.filter((e) => e.topic === topic);
        if (inTopic.length === 0) return null;
        return (
          <section key={topic} aria-label={topic}>
            <Typography variant="h3" sx={{ mt: 2, mb: 1 }}>
              {topic}
            </Typography>
            {inTopic.map((e) => (
              <Accordion
                key={`${e.id}-${searching ? 'open' : 'closed'}`}
                defaultExpanded={searching}
                disableGutters
              >
                <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${e.id}`}>
                  <Typography component="span" sx={{ fontWeight: 500 }}>
                    <Highlight text={e.question} words={words} />
                  </Typography>
                </AccordionSummary>
                <AccordionDetails id={`faq-${e.id}`}>
                  <RichTextView text={e.answer} marks={words} />
                </AccordionDetails>
              </Accordion>
            ))}
          </section>
        );
      })}
      {searching && found.length === 0 ? (
        <Typography>No question matches “{query.trim()}”. Try fewer or other words.</Typography>
      ) : null}
    </>
  );
}
