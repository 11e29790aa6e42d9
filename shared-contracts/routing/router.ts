/**
 * The site's one door to react-router. Federation shares this module, not the router package: a
 * shared package ships whole (about 60 kB gzip), while this module's chunk keeps only what it
 * re-exports. Add an export here when a page needs one.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
