/**
 * The report content editor of a level: the corporate's blocks on Report Settings, or one
 * community's on its reportContent tab. The list of blocks (REPORT_CONTENT_BLOCKS, in report order) with when
 * each was last updated; the chosen block's text in limited rich text with a live preview as the PDF draws it;
 * Save (spec §7 POST content → message, lastUpdated; spec §8 texts). A community block that is empty uses the
 * corporate text, which is shown beside it; saving it empty goes back to the corporate text.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  MESSAGES,
  REPORT_CONTENT_BLOCKS,
  RICH_TEXT_MAX_LENGTH,
  SHELL_CONTENT_BLOCKS,
  type ReportContent,
} from '@rlc/shared';
import { BusyBar } from '../../components/BusyBar.tsx';
import { useReportContent, useSaveReportContent, type ContentLevel } from './api.ts';
import { RichTextView } from './RichTextView.tsx';

/** How to write the limited rich text, under the text box. */
export const RICH_TEXT_HELP =
  'Headings: ## Heading · lists: - item or 1. item · bold: **words** · links: [words](https://…) · a blank line starts a new paragraph.';

/** "Last updated 03/11/2026, 9:30 am" in the viewer's time zone; null when never saved. */
export function lastUpdatedText(iso: string | null): string | null {
  if (!iso) return null;
  const at = new Date(iso).toLocaleString('en-AU', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return `Last updated ${at}`;
}

function blockState(block: ReportContent, level: ContentLevel): string {
  if (block.content) return lastUpdatedText(block.lastUpdated) ?? 'Written';
  if (level.kind === 'community' && block.corporateContent) return 'Uses the corporate text';
  return 'Not written';
}

/** The blocks a level edits, with their hints: the report's, or the shell's (post-login message, what's new). */
const catalogueOf = (level: ContentLevel): readonly { name: string; hint: string }[] =>
  level.kind === 'shell' ? SHELL_CONTENT_BLOCKS : REPORT_CONTENT_BLOCKS;

export function ReportContentEditor({ level }: { level: ContentLevel }) {
  const content = useReportContent(level);
  const save = useSaveReportContent(level);
  const catalogue = catalogueOf(level);
  const [selected, setSelected] = useState<string>(catalogue[0]?.name ?? '');
  // Edits per block, kept while the admin moves between blocks; dropped once saved.
  const [drafts, setDrafts] = useState<Partial<Record<string, string>>>({});
  const isShell = level.kind === 'shell';

  if (content.isError) return <Alert severity="error">{MESSAGES.reportContent.loadFailed}</Alert>;
  if (!content.data) return <BusyBar busy label="Loading report content" />;

  const blocks = content.data;
  const block = blocks.find((b) => b.name === selected) ?? blocks[0];
  const info = catalogue.find((b) => b.name === block?.name);
  if (!block || !info) return null;
  const draft = drafts[info.name] ?? block.content;
  const changed = draft !== block.content;
  const tooLong = draft.length > RICH_TEXT_MAX_LENGTH;
  const usesCorporate = level.kind === 'community' && !draft.trim() && !!block.corporateContent;

  const onSave = () =>
    save.mutate(
      { name: info.name, content: draft },
      {
        onSuccess: () => setDrafts(({ [info.name]: _saved, ...rest }) => rest),
      },
    );

  return (
    <Box
      sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }}
    >
      <Paper variant="outlined" sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}>
        <List dense aria-label={isShell ? 'Sign-in texts' : 'Report content blocks'} disablePadding>
          {blocks.map((b) => {
            const name = b.name;
            return (
              // Each button in its list item: a list holds only items (axe "list", WCAG 1.3.1).
              <ListItem key={name} disablePadding>
                <ListItemButton
                  selected={name === info.name}
                  onClick={() => setSelected(name)}
                  aria-current={name === info.name ? 'true' : undefined}
                >
                  <ListItemText
                    primary={drafts[name] !== undefined && drafts[name] !== b.content ? `${name} *` : name}
                    secondary={blockState(b, level)}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <Typography variant="h5" component="h3">
          {info.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {info.hint} {lastUpdatedText(block.lastUpdated) ?? 'Not saved yet.'}
        </Typography>
        <TextField
          label={`${info.name} text`}
          value={draft}
          onChange={(e) => setDrafts((d) => ({ ...d, [info.name]: e.target.value }))}
          multiline
          minRows={6}
          maxRows={18}
          fullWidth
          error={tooLong}
          helperText={
            tooLong
              ? `At most ${RICH_TEXT_MAX_LENGTH.toLocaleString('en-AU')} characters (${draft.length.toLocaleString('en-AU')} now).`
              : RICH_TEXT_HELP
          }
          placeholder={usesCorporate ? 'Empty: the corporate text below is used.' : undefined}
        />
        <Box sx={{ display: 'flex', gap: 1, mt: 1, mb: 2 }}>
          <Button
            variant="contained"
            onClick={onSave}
            disabled={!changed || tooLong || save.isPending}
            // Report Settings has both editors: the shell's buttons and preview say whose they are.
            aria-label={isShell ? `Save ${info.name}` : undefined}
          >
            Save
          </Button>
          <Button
            onClick={() => setDrafts(({ [info.name]: _dropped, ...rest }) => rest)}
            disabled={!changed || save.isPending}
          >
            Undo changes
          </Button>
        </Box>
        <BusyBar busy={save.isPending} label="Saving report content" />
        <Paper
          variant="outlined"
          sx={{ p: 2 }}
          component="section"
          aria-label={isShell ? `${info.name} preview` : 'Preview'}
        >
          <Typography variant="overline" color="text.secondary">
            {usesCorporate ? 'Preview (the corporate text, used while this community has none)' : 'Preview'}
          </Typography>
          <Typography variant="h5" component="p" sx={{ mb: 1, color: 'primary.main' }}>
            {info.name}
          </Typography>
          <RichTextView
            text={usesCorporate ? (block.corporateContent ?? '') : draft}
            empty={isShell ? 'Empty: nothing is shown.' : 'Empty: this block is left out of the reports.'}
          />
        </Paper>
      </Box>
    </Box>
  );
}
