// A section's keys in shared locale files (common.json's routes.dashboard, dashboard.json's nav),
// added and removed as single lines so the rest of the file keeps its layout byte for byte.

/** The line of `"key": value` inside the object that opens at `"<parent>": {` (dashboard's routes or nav). */
function parentRange(lines, parent) {
  // routes.dashboard in common.json, nav in dashboard.json.
  const path = parent === 'routes' ? ['"routes": {', '"dashboard": {'] : ['"nav": {'];
  let at = -1;
  for (const p of path) {
    at = lines.findIndex((l, i) => i > at && l.trim() === p);
    if (at < 0) throw new Error(`No ${path.join(' ')} object in a locale file.`);
  }
  const indent = lines[at].match(/^\s*/)[0].length + 2;
  return { at, indent };
}

export function addJsonLine(text, parent, key, value) {
  const lines = text.split('\n');
  const { at, indent } = parentRange(lines, parent);
  const line = `${' '.repeat(indent)}${JSON.stringify(key)}: ${JSON.stringify(value).replace(/^\{"/, '{ "').replace(/"\}$/, '" }').replace(/","/g, '", "').replace(/":"/g, '": "')},`;
  lines.splice(at + 1, 0, line);
  return lines.join('\n');
}

export function removeJsonLine(text, parent, key) {
  const lines = text.split('\n');
  const { at, indent } = parentRange(lines, parent);
  const prefix = `${' '.repeat(indent)}${JSON.stringify(key)}: `;
  const i = lines.findIndex((l, idx) => idx > at && l.startsWith(prefix) && l.endsWith(','));
  if (i >= 0) lines.splice(i, 1);
  return lines.join('\n');
}
