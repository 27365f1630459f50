import { createTheme, localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { WorkspaceProvider } from './workspace-context';
import { AppLayout } from './app-layout';

const theme = createTheme({ primaryColor: 'indigo', defaultRadius: 'sm' });
const colorSchemeManager = localStorageColorSchemeManager({ key: 'camino-admin-color-scheme' });

/** Light by default; the header's toggle switches to dark and is remembered. */
export function App() {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      <WorkspaceProvider>
        <AppLayout />
      </WorkspaceProvider>
    </MantineProvider>
  );
}
