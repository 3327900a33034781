import { Route, Routes } from "react-router";
import { MOVED_PATHS, PATHS } from "../../shared/paths";
import { HomePage } from "../pages/home-page";
import { Layout } from "./layout";
import { MovedPage } from "./moved-page";
import { LAZY_PAGES, NOT_FOUND_PAGE } from "./route-pages";

/**
 * The route table, shared by the browser (<BrowserRouter>) and the prerender (<StaticRouter>).
 * Declarative routes, not a data router: no route has a loader or action, and the data
 * router's extra code would cost the landing page about 17 KB gzipped (decision 007).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={PATHS.home} element={<HomePage />} />
        {Object.entries(LAZY_PAGES).map(([path, { Component }]) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        {Object.keys(MOVED_PATHS).map((path) => (
          <Route key={path} path={path} element={<MovedPage />} />
        ))}
        <Route path="*" element={<NOT_FOUND_PAGE.Component />} />
      </Route>
    </Routes>
  );
}
