// The system keeps only the colour palettes the app uses (./chakra-theme). A colorPalette or a
// colour token the system lacks renders without any error: no background, the inherited text
// colour. So this reads every colorPalette value and colour token written in src/ and in the parts
// of Chakra's theme the system keeps (recipes, global CSS, layer styles, semantic tokens) and
// checks the system has each one, and that it keeps no palette nothing uses.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  semanticTokens as defaultSemanticTokens,
  tokens as defaultTokens,
} from '@chakra-ui/react/theme';
import ts from 'typescript';
import { statusPalettes } from '@/lib/status/record-status';
import { getCoreTokens, getSystem } from './system';

const system = getSystem();
const srcDir = dirname(dirname(fileURLToPath(import.meta.url)));

/** Chakra's palettes (the colour groups with the roles colorPalette reads) and those roles. */
const chakraPalettes = Object.entries(defaultSemanticTokens.colors)
  .filter(([, group]) => 'solid' in group)
  .map(([name]) => name);
const paletteRoles = Object.keys(defaultSemanticTokens.colors.gray);

/** First segments a colour token can start with: Chakra's, whether kept or not, and the app's. */
const colourNames = new Set([
  ...Object.keys(defaultTokens.colors),
  ...Object.keys(defaultSemanticTokens.colors),
  ...system.tokens.allTokens
    .filter((t) => t.extensions.category === 'colors')
    .map((t) => t.path[1]!),
]);

/** A semantic colour the system declares, or a core colour it writes as its value (./inline-core-tokens). */
const hasColour = (path: string) =>
  system.tokens.getByName(`colors.${path}`) !== undefined ||
  getCoreTokens().get(`colors.${path}`) !== undefined;

/** A palette works when the system has every role Chakra's recipes read from it. */
const lacksPalette = (name: string) =>
  !system.tokens.colorPaletteMap.has(name) ||
  paletteRoles.some((role) => !hasColour(`${name}.${role}`));

/**
 * Colour tokens named in a string: the whole string (`green.700`, `colors.bg.muted`,
 * `gray.300/20`) or references inside it (`{colors.red.500}`, `{white/10}`).
 */
function colourTokensIn(text: string) {
  const found: string[] = [];
  const whole = /^(?:colors\.)?([A-Za-z]+(?:\.[\w-]+)+)(?:\/\d+)?$/.exec(text);
  if (whole) found.push(whole[1]!);
  for (const match of text.matchAll(/\{(?:colors\.)?([A-Za-z]+(?:\.[\w-]+)*)(?:\/\d+)?\}/g)) {
    found.push(match[1]!);
  }
  return found.filter((path) => colourNames.has(path.split('.')[0]!));
}

function parse(file: string) {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function sourceFiles(dir: string) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name))
    .map((name) => join(dir, name));
}

const where = (node: ts.Node) => {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart());
  return `${relative(srcDir, file.fileName)}:${line + 1}`;
};

/** The file an import names ('@/…' or relative), if it is one of the app's. */
function resolveImport(from: string, specifier: string) {
  const base = specifier.startsWith('@/')
    ? join(srcDir, specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((file) => existsSync(file));
}

const parsed = new Map<string, ts.SourceFile>();
const parsedFile = (file: string) => {
  if (!parsed.has(file)) parsed.set(file, parse(file));
  return parsed.get(file)!;
};

/** The initializer of the constant `name` declared in `file`, or imported into it from src/. */
function initializerOf(name: string, file: ts.SourceFile): ts.Expression | undefined {
  let found: ts.Expression | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) {
      found = node.initializer;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (found) return found;
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const element = bindings.elements.find((e) => e.name.text === name);
    if (!element) continue;
    const target = resolveImport(
      file.fileName,
      (statement.moduleSpecifier as ts.StringLiteral).text,
    );
    if (!target) return undefined;
    return initializerOf((element.propertyName ?? element.name).text, parsedFile(target));
  }
  return undefined;
}

/**
 * The strings an expression can evaluate to, following conditionals, constants and the values of
 * constant maps (`statusPalette[status]`); undefined when it cannot tell.
 */
function stringsOf(expression: ts.Expression, seen = new Set<ts.Node>()): string[] | undefined {
  if (seen.has(expression)) return [];
  seen.add(expression);
  const all = (parts: ts.Expression[]) => {
    const values = parts.map((part) => stringsOf(part, seen));
    return values.some((v) => v === undefined) ? undefined : values.flatMap((v) => v!);
  };
  const e = expression;
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) {
    return stringsOf(e.expression, seen);
  }
  if (ts.isNonNullExpression(e)) return stringsOf(e.expression, seen);
  if (ts.isConditionalExpression(e)) return all([e.whenTrue, e.whenFalse]);
  if (
    ts.isBinaryExpression(e) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(e.operatorToken.kind)
  ) {
    return all([e.left, e.right]);
  }
  if (ts.isElementAccessExpression(e) || ts.isPropertyAccessExpression(e))
    return stringsOf(e.expression, seen);
  if (ts.isArrayLiteralExpression(e)) return all([...e.elements]);
  if (ts.isObjectLiteralExpression(e)) {
    const values = e.properties.map((p) =>
      ts.isPropertyAssignment(p) ? p.initializer : undefined,
    );
    return values.some((v) => v === undefined) ? undefined : all(values as ts.Expression[]);
  }
  if (ts.isIdentifier(e)) {
    const initializer = initializerOf(e.text, e.getSourceFile());
    return initializer && stringsOf(initializer, seen);
  }
  return undefined;
}

interface Use {
  at: string;
  value: string;
}

/** colorPalette values and colour tokens written in the app's source files. */
function usesInSource(files: string[]) {
  const palettes: Use[] = [];
  const tokens: Use[] = [];
  const unreadable: string[] = [];
  const addPalettes = (node: ts.Node, expression: ts.Expression | undefined) => {
    const values = expression && stringsOf(expression);
    if (!values) unreadable.push(where(node));
    else palettes.push(...values.map((value) => ({ at: where(node), value })));
  };
  for (const file of files) {
    const visit = (node: ts.Node) => {
      if (ts.isJsxAttribute(node) && node.name.getText() === 'colorPalette') {
        const init = node.initializer;
        addPalettes(node, init && ts.isJsxExpression(init) ? init.expression : init);
      } else if (ts.isPropertyAssignment(node) && node.name.getText() === 'colorPalette') {
        addPalettes(node, node.initializer);
      } else if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'colorPalette') {
        addPalettes(node, node.name);
      }
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        tokens.push(...colourTokensIn(node.text).map((value) => ({ at: where(node), value })));
      }
      ts.forEachChild(node, visit);
    };
    visit(parsedFile(file));
  }
  return { palettes, tokens, unreadable };
}

/** The same in Chakra's theme as the system holds it: recipes, global CSS, text and layer styles. */
function usesInTheme() {
  const palettes: Use[] = [];
  const tokens: Use[] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') {
      tokens.push(...colourTokensIn(value).map((token) => ({ at, value: token })));
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'colorPalette' && typeof inner === 'string')
          palettes.push({ at, value: inner });
        walk(inner, `${at}.${key}`);
      }
    }
  };
  const { theme, globalCss } = system._config;
  walk(theme?.recipes, 'recipes');
  walk(theme?.slotRecipes, 'slotRecipes');
  walk(theme?.layerStyles, 'layerStyles');
  walk(theme?.textStyles, 'textStyles');
  walk(globalCss, 'globalCss');
  return { palettes, tokens };
}

/** Colour references inside the system's tokens (`bg.error` is `{colors.red.50}`, shadows use gray). */
function referencesInTokens() {
  const references: Use[] = [];
  for (const token of system.tokens.allTokens) {
    const values = [token.originalValue, ...Object.values(token.extensions.conditions ?? {})];
    for (const value of values) {
      if (typeof value !== 'string') continue;
      for (const match of value.matchAll(/\{colors\.([\w.-]+?)(?:\/\d+)?\}/g)) {
        references.push({ at: token.name, value: match[1]! });
      }
    }
  }
  return references;
}

const source = usesInSource(sourceFiles(srcDir));
// The records' statuses name their palettes in one map (src/lib/status/record-status.ts,
// docs/product-rules.md#statuses); StatusBadge, the invoice summary and the order timeline take
// theirs from it through `statusPalette()`, so the map's values are the palettes they use.
source.palettes.push(
  ...Object.entries(statusPalettes).flatMap(([kind, map]) =>
    Object.values(map).map((value: string) => ({ at: `lib/status/record-status.ts:${kind}`, value })),
  ),
);
const theme = usesInTheme();
const tokenReferences = referencesInTokens();

describe("the Chakra system's colour palettes", () => {
  it('reads the palettes of src/, through conditionals and constant maps imported from other files', () => {
    // The users' status badge names these only through `statusPalette`, a constant map.
    const statusTabs = source.palettes.filter((use) =>
      use.at.startsWith('features/users/components/user-status-badge.tsx:'),
    );
    expect(statusTabs.map((use) => use.value)).toEqual(
      expect.arrayContaining(['gray', 'green', 'orange', 'red']),
    );
    expect(source.palettes.map((use) => use.value)).toContain('primary');
    expect(source.tokens.map((use) => use.value)).toEqual(
      expect.arrayContaining(['green.700', 'gray.900']),
    );
    expect(theme.palettes.map((use) => use.value)).toEqual(
      expect.arrayContaining(['blue', 'gray', 'red']),
    );
  });

  it('can tell which palette every colorPalette in src/ names', () => {
    // Write the value as a literal, a conditional of literals, or a constant (map) this can read.
    // Shared components that take their palette from the caller (the list kit's status tabs, the
    // detail frame's status badge, an upload's progress bar): their callers name the palettes
    // through the same constant maps their badges use, which this test reads.
    const passThrough = [
      'lib/data-table/status-tabs.tsx:',
      'lib/ui/detail-frame.tsx:',
      'features/file-manager/components/file-progress.tsx:',
      // The users table styles its status cells once per palette of `statusPalette` (the badge's
      // constant map in user-status-badge.tsx, read above).
      'features/users/components/user-table-columns.tsx:',
      // `statusPalette()` of record-status.ts, whose map is read above.
      'lib/status/status-badge.tsx:',
      'features/invoices/components/invoice-summary.tsx:',
      'features/orders/components/order-timeline.tsx:',
    ];
    expect(source.unreadable.filter((at) => !passThrough.some((p) => at.startsWith(p)))).toEqual([]);
  });

  it('has every palette src/ and the kept recipes use, with all its roles', () => {
    const missing = [...source.palettes, ...theme.palettes].filter((use) =>
      lacksPalette(use.value),
    );
    expect(missing).toEqual([]);
  });

  it('has every colour token src/, the kept recipes and the tokens themselves name', () => {
    const missing = [...source.tokens, ...theme.tokens, ...tokenReferences].filter(
      (use) => !hasColour(use.value),
    );
    expect(missing).toEqual([]);
  });

  it('leaves out the palettes nothing uses', () => {
    const used = new Set(
      [
        ...source.palettes,
        ...theme.palettes,
        ...source.tokens,
        ...theme.tokens,
        // A palette's own roles point at its shades; that does not make it used.
        ...tokenReferences.filter((use) => !chakraPalettes.includes(use.at.split('.')[1]!)),
      ].map((use) => use.value.split('.')[0]!),
    );
    const kept = chakraPalettes.filter((name) => system.tokens.colorPaletteMap.has(name));
    expect(kept.filter((name) => !used.has(name))).toEqual([]);
  });
});
