/** Spec §5: names what a customised report still needs; with any missing, the simplified report is produced. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

export function MissingDetailsNotice({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} aria-label="Details missing for a customised report">
      <AlertTitle>A simplified report will be produced</AlertTitle>
      Enter these details for a customised report:
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {missing.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </Alert>
  );
}
