import { Alert, Box, Paper, ScrollArea, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMAGE_CONFIG_DEFAULTS } from '@camino/schemas/image-config';
import type { WorkspaceFile } from '../../../../shared/workspace-types';
import { EditorToolbar } from '../../components/editor-toolbar';
import { JsonEditor } from '../../components/json-editor';
import { useFileText } from '../../lib/use-file-text';

/** The featured image's text limits and URL rules (schemas/src/image-config.ts). */
const IMAGE_TEXT_MAX = 200;
const HTTP_URL = /^https?:\/\/\S+$/;

interface ImageValues {
  imageUrl: string;
  clickUrl: string;
  tooltipText: string;
  altText: string;
  visible: boolean;
}
interface ButtonsValues {
  evangelio: { enabled: boolean };
  topics: { enabled: boolean };
}

const serialize = (values: unknown) => `${JSON.stringify(values, null, 2)}\n`;

function parseImage(text: string): ImageValues | null {
  try {
    const d = JSON.parse(text) as Partial<ImageValues>;
    if (typeof d.imageUrl !== 'string' || typeof d.clickUrl !== 'string') return null;
    return {
      imageUrl: d.imageUrl,
      clickUrl: d.clickUrl,
      tooltipText: typeof d.tooltipText === 'string' ? d.tooltipText : IMAGE_CONFIG_DEFAULTS.tooltipText,
      altText: typeof d.altText === 'string' ? d.altText : IMAGE_CONFIG_DEFAULTS.altText,
      visible: typeof d.visible === 'boolean' ? d.visible : IMAGE_CONFIG_DEFAULTS.visible,
    };
  } catch {
    return null;
  }
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
function FormFile<V extends FieldValues>({
  file,
  parse,
  shape,
  children,
}: {
  file: WorkspaceFile;
  parse: (text: string) => V | null;
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
        <Form key={formKey} initial={initial} onChange={(v) => setText(serialize(v))}>
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

function Toggle<V extends FieldValues>({
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

/** image.json as a form: the featured image's URLs, texts and visibility. */
export function ImageEditor({ file }: { file: WorkspaceFile }) {
  const { t } = useTranslation();
  const text = (name: 'imageUrl' | 'clickUrl' | 'tooltipText' | 'altText', control: Control<ImageValues>) => (
    <Controller
      control={control}
      name={name}
      rules={{
        validate: (value) => {
          if (name === 'tooltipText' || name === 'altText')
            return (
              value.length <= IMAGE_TEXT_MAX || t('characters', { count: value.length, max: IMAGE_TEXT_MAX })
            );
          if (value.trim() === '') return t('required');
          // The image may also be a path on the site itself (/images/…).
          const fine = HTTP_URL.test(value) || (name === 'imageUrl' && value.startsWith('/'));
          return fine || t('imageUrlRule');
        },
      }}
      render={({ field, fieldState }) => (
        <TextInput label={t(`image_${name}`)} {...field} error={fieldState.error?.message} />
      )}
    />
  );
  return (
    <FormFile
      file={file}
      parse={parseImage}
      shape='{ "imageUrl", "clickUrl", "tooltipText", "altText", "visible" }'
    >
      {(control) => (
        <>
          <Text size="xs" c="dimmed">
            {t('imageHint')}
          </Text>
          {text('imageUrl', control)}
          {text('clickUrl', control)}
          {text('tooltipText', control)}
          {text('altText', control)}
          <Toggle control={control} name="visible" label={t('image_visible')} />
        </>
      )}
    </FormFile>
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
