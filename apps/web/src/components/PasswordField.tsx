/**
 * A labelled password input with an eye toggle ('Show characters' / 'Hide characters') (spec §2.4 Login), drawn
 * as an outlined TextField without TextField's select machinery (OutlinedTextField.tsx, ADR 0026).
 */
import { forwardRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField.tsx';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export const PasswordField = forwardRef<HTMLInputElement, OutlinedTextFieldProps & { label: string }>(
  function PasswordField(props, ref) {
    const [shown, setShown] = useState(false);
    return (
      <OutlinedTextField
        {...props}
        inputRef={ref}
        type={shown ? 'text' : 'password'}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  // Not 'Show password': a label containing the field's name makes getByLabel('Password') ambiguous.
                  aria-label={shown ? 'Hide characters' : 'Show characters'}
                  aria-pressed={shown}
                  onClick={() => setShown((s) => !s)}
                  onMouseDown={(e) => e.preventDefault()}
                  edge="end"
                >
                  {shown ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    );
  },
);
