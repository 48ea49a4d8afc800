/** One entry of Find An Adviser: name, business, where, how to reach them, specialities; admin actions. */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdviserMatch } from '@rlc/shared';

export function AdviserCard({
  match,
  onEdit,
  onDelete,
}: {
  match: AdviserMatch;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const a = match.adviser;
  const id = `adviser-${a.id}`;
  return (
    <Card component="li" variant="outlined" aria-labelledby={id}>
      <CardContent sx={{ pb: 1 }}>
        <Typography id={id} variant="h3" component="h3">
          {a.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {a.business} · {a.suburb} {a.state} {a.postcode}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ my: 1 }}>
          <Link href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>{a.phone}</Link>
          <Link href={`mailto:${a.email}`} sx={{ overflowWrap: 'anywhere' }}>
            {a.email}
          </Link>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {a.specialities.map((s) => (
            <Chip key={s} size="small" label={s} />
          ))}
        </Stack>
      </CardContent>
      {onEdit || onDelete ? (
        <CardActions>
          {onEdit ? (
            <Button size="small" onClick={onEdit} aria-label={`Edit ${a.name}`}>
              Edit
            </Button>
          ) : null}
          {onDelete ? (
            <Button size="small" color="error" onClick={onDelete} aria-label={`Remove ${a.name}`}>
              Remove
            </Button>
          ) : null}
        </CardActions>
      ) : null}
    </Card>
  );
}
