/**
 * One contract type of the list: name (with Rename for updateContractType), how many communities use it, the
 * noAutoAddMagicLink flag (a checkbox, changeable with updateContractType), when it last changed, a link to edit
 * its default terms (admin/defaultContract/:contractId), and a toggle that shows those terms read-only underneath.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { formatDate, type CorporateContractType } from '@rlc/shared';
import { keyTerms } from './keyTerms.ts';

export const COLUMN_COUNT = 6;

export interface ContractTypeRowProps {
  type: CorporateContractType;
  canUpdate: boolean;
  /** The noAutoAddMagicLink value being saved for this row (shown meanwhile), else undefined. */
  flagSaving: boolean | undefined;
  onRename: () => void;
  onFlag: (value: boolean) => void;
}

export function ContractTypeRow({ type, canUpdate, flagSaving, onRename, onFlag }: ContractTypeRowProps) {
  const [open, setOpen] = useState(false);
  const termsId = `contract-terms-${type.id}`;
  return (
    <>
      <TableRow data-contract-type-id={type.id} sx={{ '& > *': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`${open ? 'Hide' : 'Show'} the default terms of ${type.name}`}
            aria-expanded={open}
            aria-controls={termsId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
          {type.name}
        </TableCell>
        <TableCell align="right">{type.communities}</TableCell>
        <TableCell align="center">
          <Checkbox
            checked={flagSaving ?? type.noAutoAddMagicLink}
            disabled={!canUpdate || flagSaving !== undefined}
            onChange={(e) => onFlag(e.target.checked)}
            slotProps={{ input: { 'aria-label': `Do not add ${type.name} to magic links automatically` } }}
          />
        </TableCell>
        <TableCell>{formatDate(type.updatedAt)}</TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          <Button
            size="small"
            component={RouterLink}
            to={`/corporate/admin/defaultContract/${type.defaultContract.id}`}
            aria-label={`Edit default terms of ${type.name}`}
          >
            Edit default terms
          </Button>
          {canUpdate && (
            <Button size="small" onClick={onRename} aria-label={`Rename ${type.name}`}>
              Rename
            </Button>
          )}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMN_COUNT} sx={{ py: 0 }}>
          <Collapse in={open} unmountOnExit>
            <Box id={termsId} sx={{ py: 2, pl: 7 }}>
              <Typography variant="subtitle2" gutterBottom>
                Default contract: {type.defaultContract.name}
              </Typography>
              <Box
                component="dl"
                aria-label={`Default terms of ${type.name}`}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'max-content 1fr',
                  columnGap: 3,
                  rowGap: 0.5,
                  m: 0,
                }}
              >
                {keyTerms(type.defaultContract.settings).map((term) => (
                  <Box key={term.label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {term.label}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      {term.value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
