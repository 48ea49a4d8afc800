/**
 * admin/contracts (spec §2.1; ability adminContracts): the corporate's contract types, by name, with how many
 * communities use each, noAutoAddMagicLink and when each last changed; "New contract type" (createContractType)
 * and Rename / the flag (updateContractType). Each row opens its default contract's key terms read-only and links
 * to `admin/defaultContract/:contractId`, where they are edited.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { can, MESSAGES, type CorporateContractType } from '@rlc/shared';
import { ApiError } from '../../api/client.ts';
import { errorMessage } from '../../api/useApiMutation.ts';
import { useSession } from '../../session/useSession.ts';
import {
  useContractTypes,
  useCreateContractType,
  useRenameContract,
  useSetNoAutoAddMagicLink,
} from './api.ts';
import { ContractNameDialog } from './ContractNameDialog.tsx';
import { ContractTypeRow } from './ContractTypeRow.tsx';

/** The server's refusal of a name (taken, invalid), to show beside the field. */
const nameRefusal = (e: unknown) =>
  e instanceof ApiError && (e.code === 'CONFLICT' || e.code === 'VALIDATION') ? e.message : undefined;

export default function ContractTypesPage() {
  const user = useSession()?.user;
  const types = useContractTypes();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<CorporateContractType | null>(null);
  const create = useCreateContractType(() => setCreating(false));
  const rename = useRenameContract(() => setRenaming(null));
  const flag = useSetNoAutoAddMagicLink();
  const canUpdate = can(user, 'updateContractType');
  const list = types.data ?? [];
  const namesBut = (id?: number) => list.filter((t) => t.id !== id).map((t) => t.name);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          Contract types
        </Typography>
        {can(user, 'createContractType') && (
          <Button
            variant="contained"
            onClick={() => {
              create.reset();
              setCreating(true);
            }}
          >
            New contract type
          </Button>
        )}
      </Box>
      {types.isPending && <CircularProgress size={24} aria-label="Loading contract types" />}
      {types.isError && (
        <Alert severity="error">
          {MESSAGES.contract.typesLoadFailed}: {errorMessage(types.error)}
        </Alert>
      )}
      {types.data && (
        <TableContainer>
          <Table size="small" aria-label="Contract types">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>Name</TableCell>
                <TableCell align="right">Communities</TableCell>
                <TableCell align="center">No auto-add to magic links</TableCell>
                <TableCell>Updated</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((t) => (
                <ContractTypeRow
                  key={t.id}
                  type={t}
                  canUpdate={canUpdate}
                  flagSaving={
                    flag.isPending && flag.variables.contractId === t.defaultContract.id
                      ? flag.variables.value
                      : undefined
                  }
                  onRename={() => {
                    rename.reset();
                    setRenaming(t);
                  }}
                  onFlag={(value) => flag.mutate({ contractId: t.defaultContract.id, value })}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {creating && (
        <ContractNameDialog
          title="New contract type"
          submitLabel="Create"
          initialName=""
          otherNames={namesBut()}
          askMagicLink
          busy={create.isPending}
          serverError={nameRefusal(create.error)}
          onSubmit={(v) => create.mutate(v)}
          onClose={() => setCreating(false)}
        />
      )}
      {renaming && (
        <ContractNameDialog
          title={`Rename ${renaming.name}`}
          submitLabel="Rename"
          initialName={renaming.name}
          otherNames={namesBut(renaming.id)}
          busy={rename.isPending}
          serverError={nameRefusal(rename.error)}
          onSubmit={(v) =>
            // The same name again changes nothing: close without a call (and without a "changed" toast).
            v.name === renaming.name
              ? setRenaming(null)
              : rename.mutate({ contractId: renaming.defaultContract.id, name: v.name })
          }
          onClose={() => setRenaming(null)}
        />
      )}
    </Box>
  );
}
