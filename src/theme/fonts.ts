// Poppins, bundled (no font host): only the weights the theme uses, latin subset. Fontsource's
// @font-face rules already declare font-display: swap.
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
