// Chakra's default theme (tokens, semantic tokens, text/layer/animation styles, global CSS,
// preflight), but with only the recipes of the components the app renders and the colour palettes
// it paints with. `defaultConfig` would bring all ~60 recipes (date picker, colour picker,
// carousel...) into the first load, and every palette costs start-up time and page CSS.
// src/theme/system-recipes.test.ts fails when a component in use has no recipe here, or when a
// recipe here is no longer used: add or drop the line below. src/theme/system-palettes.test.ts
// fails when src/ or a recipe here uses a palette or colour token the system lacks.
import { defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  popoverSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  selectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  statSlotRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { appTextStyles } from './text-styles';

/**
 * Chakra's palettes that the app uses: `colorPalette="…"` and tokens such as `green.700` in
 * src/, Chakra's alert statuses (info is blue), the red of invalid checkmarks and radios, gray as
 * everyone's default, and the shades behind fg/bg/border.error|warning|success|info. Each one is
 * 11 shades and 8 roles, that is CSS variables and palette lookups built at start-up. Purple is
 * the mail's Finance label; teal, pink, cyan and yellow are the overview charts' series colours.
 */
const keptPalettes: readonly string[] = [
  'gray',
  'red',
  'orange',
  'green',
  'blue',
  'purple',
  'teal',
  'pink',
  'cyan',
  'yellow',
];

/** A colour group is one of Chakra's palettes when it has the roles colorPalette reads (solid…). */
const chakraPalettes = Object.entries(semanticTokens.colors)
  .filter(([, group]) => 'solid' in group)
  .map(([name]) => name);

/**
 * Palettes the app reads only through some of their roles, never as a `colorPalette`: the charts'
 * series (`teal.solid`…). Their other roles would be custom properties on every page for nothing
 * (docs/performance.md, "The theme's CSS"); ./system-palettes.test.ts fails if one is used as a
 * colorPalette or through another role.
 */
const partialPalettes: Readonly<Record<string, readonly string[]>> = {
  teal: ['solid'],
  pink: ['solid'],
  yellow: ['solid'],
};

const withoutUnusedPalettes = <T extends object>(colors: T) =>
  Object.fromEntries(
    Object.entries(colors)
      .filter(([name]) => !chakraPalettes.includes(name) || keptPalettes.includes(name))
      .map(([name, group]) => {
        const roles = partialPalettes[name];
        if (!roles || typeof group !== 'object' || group === null || !('solid' in group))
          return [name, group];
        return [
          name,
          Object.fromEntries(Object.entries(group).filter(([role]) => roles.includes(role))),
        ];
      }),
  );

/**
 * Chakra's page-wide styles without the filter and ring defaults it declares on every element
 * (22 custom properties per element, and on the root). Nothing in the app uses `filter="auto"`,
 * `backdropFilter="auto"` or `ring`; ./system.ts gives those utilities the same defaults as
 * fallbacks instead (docs/performance.md, "The theme's CSS").
 */
const { '*': everyElement, ...pageStyles } = globalCss;
const filterAndRingDefaults =
  /^--(ring-|brightness|contrast|grayscale|hue-rotate|invert|saturate|sepia|drop-shadow|backdrop-)/;

export const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...pageStyles,
    '*': Object.fromEntries(
      Object.entries(everyElement ?? {}).filter(([name]) => !filterAndRingDefaults.test(name)),
    ),
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    textStyles: { ...textStyles, ...appTextStyles },
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      kbd: kbdRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dataList: dataListSlotRecipe,
      datePicker: datePickerSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      stat: statSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      popover: popoverSlotRecipe,
      radioCard: radioCardSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      select: selectSlotRecipe,
      switch: switchSlotRecipe,
      // A table is the containing block of what it positions: a visually hidden label in a cell
      // (VisuallyHidden is absolutely positioned) otherwise escapes the table's scroll area and
      // widens the whole page (docs/testing.md#the-layout-gate).
      table: {
        ...tableSlotRecipe,
        base: {
          ...tableSlotRecipe.base,
          root: { ...tableSlotRecipe.base?.root, position: 'relative' },
        },
      },
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});
