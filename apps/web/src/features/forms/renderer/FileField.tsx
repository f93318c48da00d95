import { htmlLang } from '../../../app/i18n/locale';
import { ActionIcon, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { fileExtension, localizedText, type AnswerFileInfo } from '@hatchery/domain';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './fieldProps';
import type { FormFileUpload } from './uploadFormFile';

/** A file question: files go to the attachment store as they are chosen; the answer keeps their ids. */
export function FileField({ question, answer, onAnswer, onBlur, error, label, description, inputId, upload, files, onFiles, lang }: FieldProps) {
  const { t, i18n } = useTranslation('forms');
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const ids = answer?.arrayValue ?? [];
  const v = question.validations ?? {};
  const accept = v.fileTypes?.map((ext) => `.${ext}`).join(',');
  const size = new Intl.NumberFormat(htmlLang(i18n.language), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const maxSize = v.maxFileSize ? size.format(v.maxFileSize / (1024 * 1024)) : '';
  /** The question's rules checked before sending (the server checks them again at upload, D-188), in the spec's words. */
  const refusal = (file: File): string | null => {
    if (v.fileTypes?.length && !v.fileTypes.includes(fileExtension(file.name))) return t('errors.fileType', { name: file.name, types: v.fileTypes.join(', ') });
    if (v.maxFileSize !== undefined && file.size > v.maxFileSize) return t('errors.fileTooLarge', { name: file.name, max: maxSize });
    return null;
  };
  const uploadRefusal = (file: File, result: Exclude<FormFileUpload, { ok: true }>): string => {
    if (result.status === 413) return t('errors.fileTooLarge', { name: file.name, max: maxSize || size.format(5) });
    if (result.status === 400 && result.message?.startsWith('file:')) return t('errors.fileType', { name: file.name, types: v.fileTypes?.join(', ') ?? '' });
    return t('renderer.uploadFailed', { name: file.name });
  };
  const pick = async (chosen: File[]) => {
    if (!upload || chosen.length === 0) return;
    setUploadError(null);
    const maxFiles = v.maxFiles ?? 1;
    if (ids.length + chosen.length > maxFiles) {
      setUploadError(t('errors.tooManyFiles', { field: `\u2068${localizedText(question.label, lang)}\u2069`, max: maxFiles }));
      onBlur();
      return;
    }
    setBusy(true);
    const added: AnswerFileInfo[] = [];
    for (const file of chosen) {
      const refused = refusal(file);
      const result = refused ? null : await upload(file, question.id);
      if (result?.ok) added.push(result.file);
      else setUploadError(refused ?? uploadRefusal(file, result as Exclude<FormFileUpload, { ok: true }>));
    }
    setBusy(false);
    if (added.length) {
      onFiles?.(added);
      onAnswer({ arrayValue: [...ids, ...added.map((f) => f.id)] });
    }
    onBlur();
  };
  const hint = [
    v.fileTypes?.length ? t('renderer.fileTypes', { types: v.fileTypes.join(', ') }) : null,
    v.maxFileSize ? t('renderer.maxFileSize', { size: maxSize }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Input.Wrapper id={inputId} label={label} description={[description, hint].filter(Boolean).join(' — ') || undefined} error={uploadError ?? error} withAsterisk={question.required}>
      <Stack gap={6} mt={4}>
        {ids.map((id) => (
          <Group key={id} gap="xs" wrap="nowrap" data-testid="field-file">
            <IconPaperclip size={16} aria-hidden />
            <Text size="sm" style={{ overflowWrap: 'anywhere', flex: 1 }}>
              {files.get(id)?.name ?? id}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onAnswer(ids.length > 1 ? { arrayValue: ids.filter((x) => x !== id) } : undefined)}
              aria-label={t('renderer.removeFile', { name: files.get(id)?.name ?? id })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <FileButton onChange={(chosen: File | File[] | null) => void pick(chosen ? (Array.isArray(chosen) ? chosen : [chosen]) : [])} accept={accept} multiple={(v.maxFiles ?? 1) > 1}>
            {(props) => (
              <Button {...props} variant="default" size="sm" loading={busy} disabled={!upload} leftSection={<IconPaperclip size={14} aria-hidden />} data-testid="field-file-pick">
                {t('renderer.chooseFile')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
