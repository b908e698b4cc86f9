// The section's lines in files other sections share. Each goes in a block marked with the section's
// name, just above an anchor comment (`// new-section: <slot>`), so --remove takes out exactly what
// was added. JSON locale files have no comments: the section's keys are added and removed by name.

export const blockStart = (group) => `// new-section ${group} {`;
export const blockEnd = (group) => `// new-section ${group} }`;

/** `text` with `lines` inserted in a marked block above the anchor line of `slot`. */
export function insertBlock(text, file, slot, group, lines) {
  const anchor = new RegExp(`^([ \\t]*)// new-section: ${slot}\\b.*$`, 'm');
  const match = anchor.exec(text);
  if (!match) throw new Error(`${file} has no “// new-section: ${slot}” line; it is where the section's lines go.`);
  const indent = match[1];
  const block = [blockStart(group), ...lines, blockEnd(group)].map((l) => (l ? `${indent}${l}` : l)).join('\n');
  return `${text.slice(0, match.index)}${block}\n${text.slice(match.index)}`;
}

/** `text` without the section's marked blocks; unchanged when it has none. */
export function removeBlocks(text, group) {
  const esc = group.replace(/[-]/g, '\\-');
  const block = new RegExp(`^[ \\t]*// new-section ${esc} \\{\\n[\\s\\S]*?^[ \\t]*// new-section ${esc} \\}\\n`, 'gm');
  return text.replace(block, '');
}

export const hasBlocks = (text, group) => text.includes(blockStart(group));

/** Adds `value` under the dotted `path` of a JSON text (keeps 2-space indentation and a final newline). */
export function addJsonKey(text, path, value) {
  const data = JSON.parse(text);
  const keys = path.split('.');
  let node = data;
  for (const k of keys.slice(0, -1)) node = node[k] ??= {};
  node[keys.at(-1)] = value;
  return `${JSON.stringify(data, null, 2)}\n`;
}

export function removeJsonKey(text, path) {
  const data = JSON.parse(text);
  const keys = path.split('.');
  let node = data;
  for (const k of keys.slice(0, -1)) {
    node = node?.[k];
    if (!node) return text;
  }
  delete node[keys.at(-1)];
  return `${JSON.stringify(data, null, 2)}\n`;
}
