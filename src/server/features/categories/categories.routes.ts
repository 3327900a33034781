import { Hono } from "hono";
import type {
  CategoriesResponse,
  CategoryAudioRemoveResponse,
  CategoryAudioUploadResponse,
} from "../../../shared/categories/category-schemas";
import { requireAdmin } from "../../auth/session-middleware";
import type { AppDeps } from "../../deps";
import type { AppEnv } from "../../http/app-env";
import { notFound } from "../../http/errors";
import { serveStoredFile } from "../../http/serve-stored-file";
import {
  audioVersion,
  getCategoryAudio,
  listCategories,
  parseCategoryIndex,
  readUploadCapped,
  removeCategoryAudio,
  storeCategoryAudio,
} from "./categories.service";

/**
 * The upload route reads its body itself with a 10 MB cap (categories.service), so the API's
 * default 1 MB body limit must skip it; app.ts asks this predicate.
 */
export function hasOwnBodyLimit(method: string, path: string): boolean {
  return method === "PUT" && /\/admin\/categories\/[^/]+\/audio$/.test(path);
}

const VERSIONED_CACHE = "public, max-age=31536000, immutable";
const UNVERSIONED_CACHE = "public, max-age=0, must-revalidate";

/** Landing-page example audios: public listing and playback, admin-only upload and removal. */
export function categoriesRoutes(deps: Pick<AppDeps, "auth" | "database" | "storage">) {
  const { auth, storage } = deps;
  const db = deps.database.db;
  return (
    new Hono<AppEnv>()
      .get("/categories", async (c) => {
        c.header("Cache-Control", "no-cache");
        return c.json({ categories: await listCategories(db) } satisfies CategoriesResponse);
      })
      .get("/categories/:index/audio", async (c) => {
        const row = await getCategoryAudio(db, parseCategoryIndex(c.req.param("index")));
        if (!row) throw notFound();
        const version = audioVersion(row);
        // A URL carrying the current version never changes meaning, so it may be cached for good.
        const cacheControl = c.req.query("v") === version ? VERSIONED_CACHE : UNVERSIONED_CACHE;
        return serveStoredFile(c, storage, row.storageKey, { contentType: row.contentType, cacheControl, version });
      })
      /** Raw body (the file's bytes); the type is taken from the bytes, never from the header. */
      .put("/admin/categories/:index/audio", requireAdmin(auth, db), async (c) => {
        const index = parseCategoryIndex(c.req.param("index"));
        const declared = c.req.header("content-length");
        const bytes = await readUploadCapped(c.req.raw.body, declared ? Number(declared) : undefined);
        return c.json({
          category: await storeCategoryAudio({ db, storage }, index, bytes),
        } satisfies CategoryAudioUploadResponse);
      })
      .delete("/admin/categories/:index/audio", requireAdmin(auth, db), async (c) => {
        const index = parseCategoryIndex(c.req.param("index"));
        return c.json({
          removed: await removeCategoryAudio({ db, storage }, index),
        } satisfies CategoryAudioRemoveResponse);
      })
  );
}
