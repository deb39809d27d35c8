import type { ListResponse, TemplateDetail, TemplateListItem } from "@app/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Viewer } from "../../platform/auth/viewer";
import { AppError } from "../../platform/http/app-error";
import { type JsonPage, runJsonList } from "../../platform/list/json-list";
import type { ParamRef } from "../../platform/list/json-row";
import { readListParams } from "../../platform/list/list-params";
import { type ListQueryInput, parseListQuery } from "../../platform/list/list-query";
import { listPageCaches } from "../../platform/list/page-caches";
import type { JsonText } from "../../platform/resource/json-text";
import { romeDay } from "../../platform/time/rome-time";
import { createTreeRepository, type TreeQuery } from "../../platform/tree/tree.repository";
import { headWithLock, treeItems, treeListQuery, treeNodeText } from "../../platform/tree/tree-json";
import { createWizardReads } from "../../platform/tree/wizard-reads";
import { findOpenModules, moduleLockedSql, openModulesOf } from "../profile";
import { type LockCheck, toTemplateDetail, toTemplateListItem } from "./catalogue.mapper";
import { cataloguePageKey, createCataloguePageCache } from "./catalogue-page-cache";
import { createEditorTemplateRepository } from "./editor/editor-template.repository";
import { createSynonymCache } from "./synonym-cache";
import {
  catalogueHead,
  catalogueHeadOf,
  createTemplateRepository,
  PUBLIC_TEMPLATE,
  searchSource,
  searchValues,
  templateListSpec,
} from "./template.repository";
import { catalogueVersion, categories, templateCategories, templates, wizards } from "./template.table";
import { buildTemplateSearch, type TemplateSearch } from "./template-search";
import { findNewerPublic, findTemplateUpdates } from "./template-updates";

/** The customer catalogue: templates, category and wizard trees, free search, locks. */
export function createCatalogueService(db: Database) {
  const templatesRepo = createTemplateRepository(db);
  const categoriesRepo = createTreeRepository(db, categories);
  const synonymCache = createSynonymCache(db);

  async function lockCheck(viewer: Viewer): Promise<LockCheck> {
    if (viewer.isEditor) return () => false;
    const open = await findOpenModules(db, viewer.userId);
    return (module) => !open.has(module);
  }

  /**
   * A page of public templates at the catalogue's `atVersion`, searched when `free_filter__` has
   * words: the same for every customer.
   */
  async function readTemplatePage(viewer: Viewer, query: ListQueryInput, atVersion: number) {
    // One reader of the list parameters: `free_filter__=` or `order_by__=` empty mean absent.
    const { freeText: term, orderBy } = readListParams(query);
    const parsed = parseListQuery(query, templateListSpec);
    const search = term ? buildTemplateSearch(await synonymCache.groups(atVersion), term) : null;
    const { rows, count } = search
      ? await templatesRepo.searchPublic(parsed, viewer.language, search, orderBy !== undefined)
      : await templatesRepo.listPublic(parsed, viewer.language);
    return { rows, count, perPage: parsed.limit === null ? rows.length : parsed.perPage };
  }
  const pageCache = createCataloguePageCache<Awaited<ReturnType<typeof readTemplatePage>>>();

  /** The contract wizard: leaves end on public template versions. */
  const wizardReads = createWizardReads(db, wizards, {
    key: "contract-wizard",
    locked: moduleLockedSql,
  });

  /**
   * A page of public templates as PostgreSQL writes it (issue 33), the caller's locks included:
   * one statement, where the kept pages need the catalogue's version and the caller's modules
   * first. With `search`, the page of its matches, ranked unless an order is asked, and only while
   * the catalogue is still at the version whose synonyms made the search (else it lists nothing).
   */
  function templatePageJson(
    viewer: Viewer,
    query: ListQueryInput,
    search?: { terms: TemplateSearch; version: number },
  ): Promise<JsonPage> {
    const customer = viewer.isEditor ? null : viewer.userId;
    const parsed = parseListQuery(query, templateListSpec);
    const params = readListParams(query);
    const ranked = search !== undefined && params.orderBy === undefined;
    // A search's matches, like a category's templates (found by a semi-join on its path), are all
    // made before the page is cut: counted as the page sorts them, not made again for the count.
    const allMadeFirst = search !== undefined || params.filters.some((filter) => filter.field === "category");
    const locked = (param: ParamRef) =>
      customer === null ? sql`false` : moduleLockedSql(templates.module, param("customer"), param("day"));
    const kind = search
      ? `search/${search.terms.similarTo === null ? "words" : "last-word-open"}/${ranked ? "ranked" : "ordered"}`
      : "all";
    return runJsonList(
      db,
      ranked ? { ...parsed, orderBy: [sql`templates.rank desc`, ...parsed.orderBy] } : parsed,
      {
        key: `catalogue/${customer === null ? "editor" : "customer"}/${viewer.language}/${kind}`,
        table: templates,
        ...(search ? { from: (param) => searchSource(search.terms, (name) => param(name) as SQL) } : {}),
        countedWithPage: allMadeFirst,
        // The search reads public versions only; its synonyms must be the catalogue's current ones.
        scope: (param) =>
          search
            ? sql`(select version from ${catalogueVersion} where id = 1) = ${param("catalogue_version")}`
            : PUBLIC_TEMPLATE,
        // Each template's JSON up to the lock as its triggers keep it (migration 0047): the
        // table's own column, or, for a search's matches, looked up by their id.
        rowText: (param) =>
          headWithLock(
            search ? catalogueHeadOf(sql`${templates.id}`, viewer.language) : catalogueHead(viewer.language),
            locked(param),
          ),
        params: {
          ...(customer === null ? {} : { customer, day: romeDay(new Date()) }),
          ...(search ? { ...searchValues(search.terms), catalogue_version: search.version } : {}),
        },
      },
    );
  }

  /**
   * A free search's page in one round trip, with the synonyms held for the catalogue's last
   * version seen. Only an empty answer costs a second one: to tell no match from synonyms out of
   * date (an editor's change since), in which case they are loaded again and the search rerun.
   */
  async function searchPageJson(viewer: Viewer, query: ListQueryInput, term: string): Promise<JsonPage> {
    const searchAt = async (version: number) => {
      const terms = buildTemplateSearch(await synonymCache.groups(version), term);
      // Words that normalise to nothing (punctuation alone) search for nothing: the whole list.
      return terms === null
        ? templatePageJson(viewer, query)
        : templatePageJson(viewer, query, { terms, version });
    };
    const known = synonymCache.version ?? (await templatesRepo.catalogueState(null)).version;
    const page = await searchAt(known);
    if (page.count > 0) return page;
    const current = (await templatesRepo.catalogueState(null)).version;
    return current === known ? page : searchAt(current);
  }

  return {
    /**
     * The list call: with no page kept (`LIST_PAGE_CACHE=off`), one statement PostgreSQL writes
     * (a search's too); otherwise listTemplates, whose kept pages serve most calls from memory.
     */
    listTemplatePage(
      viewer: Viewer,
      query: ListQueryInput,
    ): Promise<ListResponse<TemplateListItem> | JsonText> {
      if (listPageCaches.enabled) return this.listTemplates(viewer, query);
      const term = readListParams(query).freeText;
      return term ? searchPageJson(viewer, query, term) : templatePageJson(viewer, query);
    },

    async listTemplates(viewer: Viewer, query: ListQueryInput): Promise<ListResponse<TemplateListItem>> {
      // The caller's locks with the catalogue's version; the page itself, when kept, from memory.
      const state = await templatesRepo.catalogueState(
        viewer.isEditor ? null : openModulesOf(viewer.userId, romeDay(new Date())),
      );
      const key = cataloguePageKey(viewer.language, query);
      let page = pageCache.get(key, state.version);
      if (!page) {
        page = await readTemplatePage(viewer, query, state.version);
        pageCache.set(key, state.version, page);
      }
      const open = new Set(state.openModules ?? []);
      const isLocked: LockCheck = viewer.isEditor ? () => false : (module) => !open.has(module);
      return {
        results: page.rows.map((row) => toTemplateListItem(row, row.category_title, isLocked)),
        per_page: page.perPage,
        count: page.count,
      };
    },

    /** The whole template; its body is refused (403) outside the subscription. */
    async getTemplate(viewer: Viewer, id: number): Promise<TemplateDetail> {
      const [found, isLocked] = await Promise.all([
        templatesRepo.findPublic(id, viewer.language),
        lockCheck(viewer),
      ]);
      if (!found) throw AppError.notFound();
      if (isLocked(found.template.module)) throw AppError.forbidden("template_locked");
      return toTemplateDetail(found.template, found.category_title, isLocked);
    },

    /** Each version's number and the newer public version its contracts should move to (issue 18). */
    templateUpdates: (ids: number[]) => findTemplateUpdates(db, ids),
    /** The family's public version, when newer than this version (minor ones included). */
    newerPublicVersion: (id: number) => findNewerPublic(db, id),

    /** A template version by id, whatever its status: agreements keep the version they were made from. */
    findTemplateVersion(id: number) {
      return templatesRepo.findById(id);
    },

    /**
     * A template VERSION whatever its status now, for the agreement made from it: once a newer
     * version is published the old one is archived, and `template/retrieve/{id}/` (public
     * versions only) no longer answers for it, but the customer's agreement must still open
     * (DESIGN §6). The subscription still decides whether it can be compiled.
     */
    async getTemplateVersion(viewer: Viewer, id: number): Promise<TemplateDetail> {
      const versions = createEditorTemplateRepository(db);
      const [template, isLocked] = await Promise.all([versions.findById(id), lockCheck(viewer)]);
      if (!template) throw AppError.notFound();
      if (isLocked(template.module)) throw AppError.forbidden("template_locked");
      const titles = await versions.categoryTitles([template.id], viewer.language, true);
      return toTemplateDetail(template, titles.get(template.id) ?? null, isLocked);
    },

    /**
     * A page of categories as PostgreSQL writes it (issue 33): each enabled one with the public
     * templates listed directly under it, locked outside the customer's subscription.
     */
    listCategories(viewer: Viewer, query: TreeQuery, list: ListQueryInput): Promise<JsonPage> {
      const customer = viewer.isEditor ? null : viewer.userId;
      const links = {
        link: templateCategories,
        node: templateCategories.category_id,
        item: templateCategories.template_id,
        target: templates,
      };
      const locked = (param: ParamRef) => (module: SQL) =>
        customer === null ? sql`false` : moduleLockedSql(module, param("customer"), param("day"));
      const items = treeItems(categories, query, links, locked);
      return runJsonList(db, treeListQuery(categories, query, list), {
        key: `categories/${customer === null ? "editor" : "customer"}/${viewer.language}`,
        table: categories,
        with: items.with,
        joins: items.joins,
        rowText: (param) =>
          treeNodeText(
            categories,
            viewer.language,
            "templates_public",
            sql`case when ${categories.status} = 1 then ${items.items(param)} else '[]' end`,
          ),
        params: customer === null ? {} : { customer, day: romeDay(new Date()) },
      });
    },

    /** The contract wizard's nodes, for its list calls. */
    wizards: wizardReads,

    /** The family (all versions) a template version belongs to. */
    async familyOf(id: number): Promise<number | null> {
      return (await templatesRepo.findById(id))?.family_id ?? null;
    },

    async assertCategory(id: number) {
      if (!(await categoriesRepo.findById(id))) throw AppError.notFound();
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
