import { SaveButton, Toolbar } from 'react-admin';

/** Save only (removal lives in the lists); enabled on an untouched form so its required fields can be shown. */
export function FormToolbar() {
  return (
    <Toolbar>
      <SaveButton alwaysEnable />
    </Toolbar>
  );
}
