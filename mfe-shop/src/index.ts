// Federation needs one async boundary before shared modules are used.
import('./bootstrap');
