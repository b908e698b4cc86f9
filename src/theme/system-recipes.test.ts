// The system carries only the recipes of the components the app renders (./chakra-theme). A
// component whose recipe is missing renders unstyled without any error, so this reads which
// components src/ imports from '@chakra-ui/react', follows Chakra's own modules to every recipe
// they use (Checkbox draws a Checkmark, Button a Spinner, Field an Icon...), and checks the
// system has exactly those recipes.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recipes as defaultRecipes, slotRecipes as defaultSlotRecipes } from '@chakra-ui/react/theme';
import ts from 'typescript';
import { getSystem } from './system';

const system = getSystem();

const srcDir = dirname(dirname(fileURLToPath(import.meta.url)));
const chakraDir = join(
  dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
  'dist/esm',
);

function parse(file: string) {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
}

function sourceFiles(dir: string) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => join(dir, name));
}

/** Names the app imports as values from '@chakra-ui/react' (type-only imports style nothing). */
function chakraImportsOf(files: string[]) {
  const names = new Set<string>();
  for (const file of files) {
    for (const statement of parse(file).statements) {
      if (!ts.isImportDeclaration(statement)) continue;
      if ((statement.moduleSpecifier as ts.StringLiteral).text !== '@chakra-ui/react') continue;
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const bindings = clause.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) {
        throw new Error(`${file}: import named components from '@chakra-ui/react' so they can be listed`);
      }
      for (const element of bindings.elements) {
        if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
      }
    }
  }
  return names;
}

/** Where Chakra's entry takes each export from: a file of its own, or another package. */
function chakraExportSources() {
  const entry = join(chakraDir, 'index.js');
  const namespaces = new Map<string, string>();
  const sources = new Map<string, string>();
  const statements = parse(entry).statements;
  for (const statement of statements) {
    const bindings = ts.isImportDeclaration(statement) && statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) {
      namespaces.set(bindings.name.text, (statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  for (const statement of statements) {
    if (!ts.isExportDeclaration(statement) || !statement.exportClause) continue;
    if (!ts.isNamedExports(statement.exportClause)) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral | undefined)?.text;
    for (const element of statement.exportClause.elements) {
      const local = (element.propertyName ?? element.name).text;
      const source = from ?? namespaces.get(local);
      if (source) sources.set(element.name.text, source.startsWith('.') ? join(chakraDir, source) : source);
    }
  }
  return sources;
}

/** Recipe keys named in a Chakra module and every Chakra module it imports, transitively. */
function recipeKeysReachedFrom(file: string, seen = new Set<string>(), keys = new Set<string>()) {
  if (seen.has(file)) return keys;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(/\bkey: "(\w+)"/g)) keys.add(match[1]!);
  for (const { fileName } of ts.preProcessFile(code).importedFiles) {
    if (fileName.startsWith('.')) recipeKeysReachedFrom(resolve(dirname(file), fileName), seen, keys);
  }
  return keys;
}

const used = chakraImportsOf(sourceFiles(srcDir));
const exportSources = chakraExportSources();
const usedKeys = new Set<string>();
for (const name of used) {
  const source = exportSources.get(name);
  if (!source) throw new Error(`'${name}' is not an export of @chakra-ui/react's entry`);
  if (source.startsWith('/')) recipeKeysReachedFrom(source).forEach((key) => usedKeys.add(key));
}
const defaultRecipeKeys = Object.keys(defaultRecipes);
const defaultSlotRecipeKeys = Object.keys(defaultSlotRecipes);
const neededRecipes = defaultRecipeKeys.filter((key) => usedKeys.has(key)).sort();
const neededSlotRecipes = defaultSlotRecipeKeys.filter((key) => usedKeys.has(key)).sort();

describe('the Chakra system', () => {
  it('finds the components and the recipes they use, inner parts included', () => {
    expect(used).toContain('Button');
    expect(used).toContain('Checkbox');
    // Checkbox.Indicator draws Chakra's Checkmark, Button's loading state a Spinner.
    expect(neededRecipes).toEqual(expect.arrayContaining(['button', 'checkmark', 'spinner']));
    expect(neededSlotRecipes).toContain('checkbox');
  });

  it('has the recipe of every component the app renders', () => {
    expect({
      recipes: neededRecipes.filter((key) => !system.isRecipe(key)),
      slotRecipes: neededSlotRecipes.filter((key) => !system.isSlotRecipe(key)),
    }).toEqual({ recipes: [], slotRecipes: [] });
  });

  it('leaves out the recipes of components the app does not render', () => {
    const unused = (key: string) => !usedKeys.has(key);
    expect({
      recipes: defaultRecipeKeys.filter(unused).filter((key) => system.isRecipe(key)),
      slotRecipes: defaultSlotRecipeKeys.filter(unused).filter((key) => system.isSlotRecipe(key)),
    }).toEqual({ recipes: [], slotRecipes: [] });
  });

  it("merges the project's button and toast styles into Chakra's", () => {
    const button = system.getRecipe('button');
    expect(button.base.fontWeight).toBe('semibold');
    expect(Object.keys(button.variants.variant)).toContain('outline');
    const toast = system.getSlotRecipe('toast');
    expect(toast.base.root['&[data-type=success]'].bg).toBe('green.700');
    expect(toast.base.description.opacity).toBe(1);
    expect(toast.base.title.fontWeight).toBe('medium');
  });
});
