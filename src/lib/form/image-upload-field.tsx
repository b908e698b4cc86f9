// The image field of the forms (a product's cover and screenshots, a post's cover, a tour's
// photos): a drop zone that is also a file picker, thumbnails that move earlier or later and can be
// removed, and a clear message for each file refused (type, size, count) while the others are
// taken. Inside a `FormField` the picker takes the field's label. Values are image URLs or data URLs.
import {
  Box,
  Flex,
  HStack,
  IconButton,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
  useFieldContext,
} from '@chakra-ui/react';
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatList, formatNumber } from '@/lib/format';
import {
  DEFAULT_IMAGE_MAX_BYTES,
  DEFAULT_IMAGE_TYPES,
  moveItem,
  readAsDataUrl,
  screenImages,
  type ImageRejection,
} from './image-files';

export interface ImageUploadFieldProps {
  value: string[];
  onChange: (images: string[]) => void;
  /** How many images the field holds (1 for a cover). */
  max?: number;
  maxBytes?: number;
  types?: readonly string[];
}

/** "2 MB", "500 kB": the size limit in the user's language. */
function formatLimit(bytes: number, language: string) {
  const mb = bytes >= 1024 * 1024;
  return formatNumber(mb ? bytes / 1024 / 1024 : bytes / 1024, language, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  });
}

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

export function ImageUploadField({
  value,
  onChange,
  max = 8,
  maxBytes = DEFAULT_IMAGE_MAX_BYTES,
  types = DEFAULT_IMAGE_TYPES,
}: ImageUploadFieldProps) {
  const { t, i18n } = useTranslation('kit');
  const field = useFieldContext();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<ImageRejection[]>([]);
  const typeList = formatList(
    types.map((m) => TYPE_NAMES[m] ?? m),
    i18n.language,
    { type: 'disjunction' },
  );
  const size = formatLimit(maxBytes, i18n.language);
  const full = value.length >= max;

  const take = async (files: File[]) => {
    const { accepted, rejected: refused } = screenImages(files, max - value.length, {
      types,
      maxBytes,
      max,
    });
    setRejected(refused);
    if (accepted.length) onChange([...value, ...(await Promise.all(accepted.map(readAsDataUrl)))]);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!full) void take(Array.from(e.dataTransfer.files));
  };
  const describedBy = [hintId, field?.ariaDescribedby].filter(Boolean).join(' ');

  return (
    <Stack gap="3" width="full">
      {full ? null : (
        <Flex
          direction="column"
          align="center"
          justify="center"
          gap="2"
          p="6"
          textAlign="center"
          borderWidth="2px"
          borderStyle="dashed"
          borderRadius="l3"
          cursor="pointer"
          borderColor={
            dragging ? 'colorPalette.solid' : field?.invalid ? 'border.error' : 'border.emphasized'
          }
          bg={dragging ? 'colorPalette.subtle' : 'bg.subtle'}
          _focusWithin={{
            outline: '2px solid',
            outlineColor: 'colorPalette.focusRing',
            outlineOffset: '2px',
          }}
          onClick={() => input.current?.click()}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <ImagePlus aria-hidden size={28} />
          <Text fontWeight="medium">{t('imageUpload.drop', { count: max })}</Text>
          <Text id={hintId} textStyle="sm" color="fg.muted">
            {t('imageUpload.hint', { types: typeList, size, count: max })}
          </Text>
          <input
            ref={input}
            type="file"
            accept={types.join(',')}
            multiple={max > 1}
            id={field?.ids.control}
            aria-describedby={describedBy}
            aria-invalid={field?.invalid || undefined}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            onClick={(e) => e.stopPropagation()}
            onChange={(e) => {
              void take(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
        </Flex>
      )}
      {rejected.length ? (
        <List.Root role="alert" gap="1" ps="0" listStyleType="none">
          {rejected.map((r) => (
            <List.Item key={`${r.name}-${r.reason}`} color="fg.error" textStyle="sm">
              {r.reason === 'type'
                ? t('imageUpload.refusedType', { name: r.name, types: typeList })
                : r.reason === 'size'
                  ? t('imageUpload.refusedSize', { name: r.name, size })
                  : t('imageUpload.refusedCount', { name: r.name, count: r.max })}
            </List.Item>
          ))}
        </List.Root>
      ) : null}
      {value.length ? (
        <SimpleGrid
          as="ul"
          columns={{ base: 2, sm: 3, md: 4 }}
          gap="3"
          aria-label={t('imageUpload.chosen', { count: value.length })}
        >
          {value.map((src, index) => {
            const name = t('imageUpload.image', { n: index + 1, total: value.length });
            return (
              <Box
                as="li"
                key={`${index}-${src.slice(-24)}`}
                borderWidth="1px"
                borderRadius="l2"
                overflow="hidden"
                bg="bg.panel"
              >
                <Image src={src} alt={name} aspectRatio={4 / 3} objectFit="cover" width="full" />
                <HStack justify="space-between" p="1" gap="0">
                  <HStack gap="0">
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={t('imageUpload.earlier', { name })}
                      disabled={index === 0}
                      onClick={() => onChange(moveItem(value, index, index - 1))}
                    >
                      <Box as="span" _rtl={{ transform: 'scaleX(-1)' }}>
                        <ArrowLeft />
                      </Box>
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={t('imageUpload.later', { name })}
                      disabled={index === value.length - 1}
                      onClick={() => onChange(moveItem(value, index, index + 1))}
                    >
                      <Box as="span" _rtl={{ transform: 'scaleX(-1)' }}>
                        <ArrowRight />
                      </Box>
                    </IconButton>
                  </HStack>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('imageUpload.remove', { name })}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <Trash2 />
                  </IconButton>
                </HStack>
              </Box>
            );
          })}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
