// Self-hosted fonts (bundled from npm): no request leaves the site at run time.
import '@fontsource-variable/fraunces/index.css';
