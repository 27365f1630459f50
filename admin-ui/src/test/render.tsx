import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders an admin answer inside Mantine, as both admin clients draw it. */
export function renderAdminUi(ui: ReactElement) {
  return render(<MantineProvider env="test">{ui}</MantineProvider>);
}
