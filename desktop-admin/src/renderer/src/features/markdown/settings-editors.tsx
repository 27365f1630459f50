import { Alert, Box, Paper, ScrollArea, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WorkspaceFile } from '../../../../shared/workspace-types';
import { jsonFileText } from '../../../../shared/json-file';
import { EditorToolbar } from '../../components/editor-toolbar';
import { JsonEditor } from '../../components/json-editor';
import { useFileText } from '../../lib/use-file-text';

interface ButtonsValues {
  evangelio: { enabled: boolean };
  topics: { enabled: boolean };
}

function parseButtons(text: string): ButtonsValues | null {
  try {
    const d = JSON.parse(text) as Partial<Record<keyof ButtonsValues, { enabled?: unknown }>>;
    if (typeof d.evangelio?.enabled !== 'boolean' || typeof d.topics?.enabled !== 'boolean') return null;
    return { evangelio: { enabled: d.evangelio.enabled }, topics: { enabled: d.topics.enabled } };
  } catch {
    return null;
  }
}

/** A form over a JSON file: the toolbar's save and revert, the raw editor when the file is not shaped for it. */
export function FormFile<V extends FieldValues>({
  file,
  parse,
  toFile = jsonFileText,
  shape,
  children,
}: {
  file: WorkspaceFile;
  parse: (text: string) => V | null;
  /** The file's text for the form's values. */
  toFile?: (values: V) => string;
  shape: string;
  children: (control: Control<V>) => ReactNode;
}) {
  const { loaded, text, dirty, setText, save, revert } = useFileText(file.path);
  const [formKey, setFormKey] = useState(0);
  if (!loaded) return null;
  const initial = parse(text);
  if (!initial) {
    return (
      <Box h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
        <Alert color="yellow" py={4}>
          {file.path}: {shape}
        </Alert>
        <Box style={{ flex: 1, minHeight: 0 }}>
          <JsonEditor file={file} />
        </Box>
      </Box>
    );
  }
  const onRevert = () => {
    revert();
    setFormKey((k) => k + 1);
  };
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <EditorToolbar file={file} dirty={dirty} onSave={() => void save()} onRevert={onRevert} />
      <Box style={{ flex: 1, minHeight: 0 }}>
        <Form key={formKey} initial={initial} onChange={(v) => setText(toFile(v))}>
          {children}
        </Form>
      </Box>
    </Box>
  );
}

function Form<V extends FieldValues>({
  initial,
  onChange,
  children,
}: {
  initial: V;
  onChange: (values: V) => void;
  children: (control: Control<V>) => ReactNode;
}) {
  const { control, watch, trigger } = useForm<V>({ defaultValues: initial as never, mode: 'onChange' });
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    void trigger(); // Show what is already wrong in the saved file.
    const subscription = watch((values) => onChangeRef.current(values as V));
    return () => subscription.unsubscribe();
  }, [watch, trigger]);
  return (
    <ScrollArea h="100%" type="auto">
      <Paper withBorder p="sm" m="sm" maw={720}>
        <Stack gap="xs">{children(control)}</Stack>
      </Paper>
    </ScrollArea>
  );
}

export function Toggle<V extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<V>;
  name: Path<V>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          checked={field.value}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
        />
      )}
    />
  );
}

/** buttons.json as a form: whether each home button shows. */
export function ButtonsEditor({ file }: { file: WorkspaceFile }) {
  const { t } = useTranslation();
  return (
    <FormFile file={file} parse={parseButtons} shape='{ "evangelio": {"enabled"}, "topics": {"enabled"} }'>
      {(control) => (
        <>
          <Text size="xs" c="dimmed">
            {t('buttonsHint')}
          </Text>
          <Toggle control={control} name="evangelio.enabled" label={t('button_evangelio')} />
          <Toggle control={control} name="topics.enabled" label={t('button_topics')} />
        </>
      )}
    </FormFile>
  );
}
