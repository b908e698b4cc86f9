// Small drawings of the three dashboard layouts: navigation on the side, on top, or as a narrow
// rail. Painted with the primary palette so they follow the preset; decorative (the option's name
// is its label).
import { chakra } from '@chakra-ui/react';
import type { Settings } from '@/lib/settings/settings-schema';

export function LayoutPicture({ layout }: { layout: Settings['themeLayout'] }) {
  return (
    <chakra.svg
      viewBox="0 0 64 44"
      w="full"
      maxW="64px"
      h="auto"
      aria-hidden="true"
      focusable="false"
      _rtl={{ transform: 'scaleX(-1)' }}
    >
      <chakra.rect
        x="1"
        y="1"
        width="62"
        height="42"
        rx="5"
        fill="bg.subtle"
        stroke="border.emphasized"
      />
      {layout === 'horizontal' ? (
        <>
          <chakra.rect x="5" y="5" width="54" height="6" rx="2" fill="primary.solid" />
          <chakra.rect x="5" y="15" width="54" height="24" rx="3" fill="primary.muted" />
        </>
      ) : (
        <>
          <chakra.rect
            x="5"
            y="5"
            width={layout === 'mini' ? 7 : 16}
            height="34"
            rx="2"
            fill="primary.solid"
          />
          <chakra.rect
            x={layout === 'mini' ? 16 : 25}
            y="5"
            width={layout === 'mini' ? 43 : 34}
            height="34"
            rx="3"
            fill="primary.muted"
          />
        </>
      )}
    </chakra.svg>
  );
}
