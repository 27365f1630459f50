import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/List.css';
import { Code, List, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The Markdown the About page keeps, each with what it becomes. */
const SYNTAX: Array<[string, string]> = [
  ['# …', 'adminAboutGuideHeading'],
  ['## …', 'adminAboutGuideSubheading'],
  ['**…**', 'adminAboutGuideBold'],
  ['*…*', 'adminAboutGuideItalic'],
  ['[text](https://…)', 'adminAboutGuideLink'],
  ['- …', 'adminAboutGuideList'],
  ['1. …', 'adminAboutGuideNumbered'],
  ['> …', 'adminAboutGuideQuote'],
  ['`…`', 'adminAboutGuideCode'],
  ['---', 'adminAboutGuideRule'],
];

/** The Markdown guide and the usage notes beside the About editor. */
export function MarkdownGuide() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('adminAboutGuideTitle')}
      </Title>
      <Table fz="sm" verticalSpacing={4} withRowBorders={false} captionSide="top">
        <Table.Caption>{t('adminAboutGuideCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('adminAboutGuideWrite')}</Table.Th>
            <Table.Th scope="col">{t('adminAboutGuideGet')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SYNTAX.map(([syntax, key]) => (
            <Table.Tr key={key}>
              <Table.Td>
                <Code>{syntax}</Code>
              </Table.Td>
              <Table.Td>{t(key)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h5">
        {t('adminAboutNotesTitle')}
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>{t('adminAboutNoteUpload')}</List.Item>
        <List.Item>{t('adminAboutNoteLinks')}</List.Item>
        <List.Item>{t('adminAboutNoteHeadings')}</List.Item>
        <List.Item>{t('adminAboutNoteHtml')}</List.Item>
      </List>
      <Text size="xs" c="dimmed">
        {t('adminAboutNoteWhere')}
      </Text>
    </Stack>
  );
}
