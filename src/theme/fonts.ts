// Poppins, bundled (no font host): the weights the theme uses, each split in two faces by
// scripts/subset-fonts.mjs (`npm run fonts`): a small core with the characters of the English and
// French texts, which is all a page normally downloads, and Fontsource's latin file for any other
// character. font-display: swap (docs/performance.md, "Fonts").
import './font-files/fonts.css';
