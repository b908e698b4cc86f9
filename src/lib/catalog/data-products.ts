// The data-products catalogue (docs/product-rules.md#catalogue): the ONE source for the Data Products page, the shop and
// the demo API's product group (docs/product-rules.md#catalogue), so a slug means the same product everywhere.
// Descriptive copy is per language (en, fr, ar) so a server-side seed needs no i18n runtime.
// Prices are whole euros per month; no React and no i18next in here, so anything can import it.
import { overlayCatalog, readCatalogEdits } from './catalog-edits';
import type { DataProduct, FieldType, SchemaField } from './catalog-terms';

export * from './catalog-terms';

const f = (name: string, type: FieldType, example: string, en: string, fr: string, ar: string): SchemaField => ({
  name,
  type,
  example,
  description: { en, fr, ar },
});

export const dataProducts: readonly DataProduct[] = [
  {
    slug: 'market-pulse',
    name: 'Market Pulse',
    category: 'market-intelligence',
    updateFrequency: 'weekly',
    formats: ['api', 'csv', 'parquet', 'warehouse-share'],
    historyFrom: 2016,
    tagline: {
      en: 'Weekly market share and demand shifts for 240 product categories.',
      fr: 'Parts de marché et évolutions de la demande chaque semaine, sur 240 catégories de produits.',
      ar: 'حصص السوق وتحولات الطلب أسبوعيًا لـ 240 فئة من المنتجات.',
    },
    description: {
      en: 'Market Pulse combines retail panel sales, e-commerce listings and search demand into one weekly index per category and country. Category managers use it to see share gains before quarterly reports arrive.',
      fr: "Market Pulse réunit les ventes de panels distributeurs, les annonces e-commerce et la demande en recherche dans un indice hebdomadaire par catégorie et par pays. Les category managers y voient les gains de parts avant la publication des rapports trimestriels.",
      ar: 'يجمع Market Pulse مبيعات لوحات التجزئة وقوائم التجارة الإلكترونية وطلب البحث في مؤشر أسبوعي واحد لكل فئة وبلد. يستخدمه مديرو الفئات لرصد مكاسب الحصص قبل صدور التقارير الفصلية.',
    },
    coverage: {
      en: '18 countries, 240 categories, 3,100 brands',
      fr: '18 pays, 240 catégories, 3 100 marques',
      ar: '18 دولة، 240 فئة، 3100 علامة تجارية',
    },
    schema: [
      f('week_start', 'date', '2026-03-02', 'Monday of the reporting week', 'Lundi de la semaine observée', 'يوم الاثنين من أسبوع التقرير'),
      f('country_code', 'string', 'FR', 'ISO 3166-1 alpha-2 country', 'Pays (ISO 3166-1 alpha-2)', 'رمز الدولة وفق ISO 3166-1'),
      f('category_id', 'string', 'bev.softdrinks', 'Corvane category code', 'Code catégorie Corvane', 'رمز الفئة لدى Corvane'),
      f('brand', 'string', 'Northwind', 'Brand name as sold', 'Marque telle que vendue', 'اسم العلامة التجارية'),
      f('value_share_pct', 'decimal', '12.4', 'Share of category sales value, %', 'Part de la valeur des ventes, %', 'الحصة من قيمة مبيعات الفئة، %'),
      f('demand_index', 'decimal', '104.2', 'Search and listing demand, base 100 = 2019', 'Demande recherche et annonces, base 100 = 2019', 'مؤشر الطلب، الأساس 100 = 2019'),
      f('share_change_pts', 'decimal', '-0.3', 'Change in share vs previous week, points', 'Variation de part vs semaine précédente, points', 'تغير الحصة عن الأسبوع السابق، نقاط'),
    ],
    prices: { starter: 490, team: 1490, enterprise: 4900 },
  },
  {
    slug: 'footfall-atlas',
    name: 'Footfall Atlas',
    category: 'mobility',
    updateFrequency: 'daily',
    formats: ['api', 'csv', 'parquet', 'warehouse-share'],
    historyFrom: 2018,
    tagline: {
      en: 'Daily visitor counts for 410,000 retail and leisure locations.',
      fr: 'Fréquentation quotidienne de 410 000 sites de commerce et de loisirs.',
      ar: 'أعداد الزوار اليومية لـ 410 آلاف موقع تجاري وترفيهي.',
    },
    description: {
      en: 'Footfall Atlas estimates visits per site and per hour from consented, aggregated mobile signals, calibrated against door counters. Property teams and retailers use it to choose sites, set rents and measure the effect of openings.',
      fr: "Footfall Atlas estime les visites par site et par heure à partir de signaux mobiles agrégés et consentis, calibrés sur des compteurs d'entrée. Foncières et enseignes s'en servent pour choisir des emplacements, fixer des loyers et mesurer l'effet d'une ouverture.",
      ar: 'يقدّر Footfall Atlas الزيارات لكل موقع ولكل ساعة انطلاقًا من إشارات هاتفية مجمّعة وبموافقة أصحابها، ومعايرة على عدادات الأبواب. تستخدمه فرق العقارات وتجار التجزئة لاختيار المواقع وتحديد الإيجارات وقياس أثر الافتتاحات.',
    },
    coverage: {
      en: '11 countries, 410,000 points of interest, hourly resolution',
      fr: "11 pays, 410 000 points d'intérêt, résolution horaire",
      ar: '11 دولة، 410 آلاف نقطة اهتمام، بدقة الساعة',
    },
    schema: [
      f('date', 'date', '2026-03-14', 'Day of the visits', 'Jour des visites', 'يوم الزيارات'),
      f('poi_id', 'string', 'poi_7f3a91', 'Stable point-of-interest id', "Identifiant stable du point d'intérêt", 'معرّف ثابت لنقطة الاهتمام'),
      f('location', 'geo', '48.8566,2.3522', 'Latitude and longitude', 'Latitude et longitude', 'خط العرض وخط الطول'),
      f('poi_type', 'string', 'shopping_centre', 'Type of site', 'Type de site', 'نوع الموقع'),
      f('visits', 'integer', '18420', 'Estimated visits that day', 'Visites estimées ce jour-là', 'الزيارات المقدّرة في ذلك اليوم'),
      f('median_dwell_min', 'decimal', '37.5', 'Median time on site, minutes', 'Durée médiane sur site, minutes', 'متوسط مدة البقاء، بالدقائق'),
    ],
    prices: { starter: 690, team: 1990, enterprise: 5900 },
  },
  {
    slug: 'supply-signal',
    name: 'Supply Signal',
    category: 'supply-chain-risk',
    updateFrequency: 'daily',
    formats: ['api', 'csv', 'parquet'],
    historyFrom: 2019,
    tagline: {
      en: 'Daily disruption risk scores for 95,000 suppliers and 1,800 ports.',
      fr: 'Scores quotidiens de risque de rupture pour 95 000 fournisseurs et 1 800 ports.',
      ar: 'مؤشرات يومية لمخاطر الانقطاع لـ 95 ألف مورّد و1800 ميناء.',
    },
    description: {
      en: 'Supply Signal reads port congestion, vessel positions, weather alerts, sanctions lists and supplier news every day and turns them into a 0-100 risk score per supplier site. Procurement teams get alerted days before a late shipment shows up in the ERP.',
      fr: "Supply Signal analyse chaque jour la congestion portuaire, la position des navires, les alertes météo, les listes de sanctions et l'actualité des fournisseurs, pour en tirer un score de risque de 0 à 100 par site fournisseur. Les achats sont alertés plusieurs jours avant qu'un retard n'apparaisse dans l'ERP.",
      ar: 'يقرأ Supply Signal يوميًا ازدحام الموانئ ومواقع السفن وتنبيهات الطقس وقوائم العقوبات وأخبار الموردين، ويحوّلها إلى مؤشر مخاطر من 0 إلى 100 لكل موقع مورّد. تتلقى فرق المشتريات التنبيه قبل أيام من ظهور أي تأخير في نظام تخطيط الموارد.',
    },
    coverage: {
      en: 'Global: 95,000 supplier sites, 1,800 ports, 140 countries',
      fr: 'Mondiale : 95 000 sites fournisseurs, 1 800 ports, 140 pays',
      ar: 'عالمية: 95 ألف موقع مورّد، 1800 ميناء، 140 دولة',
    },
    schema: [
      f('as_of', 'date', '2026-03-14', 'Scoring date', 'Date du score', 'تاريخ التقييم'),
      f('supplier_site_id', 'string', 'sup_00482', 'Supplier site id', 'Identifiant du site fournisseur', 'معرّف موقع المورّد'),
      f('country_code', 'string', 'VN', 'Country of the site', 'Pays du site', 'بلد الموقع'),
      f('risk_score', 'integer', '72', 'Disruption risk, 0-100', 'Risque de rupture, 0-100', 'مخاطر الانقطاع، 0-100'),
      f('main_driver', 'string', 'port_congestion', 'Largest contributor to the score', 'Principal facteur du score', 'العامل الأكبر في المؤشر'),
      f('expected_delay_days', 'decimal', '4.5', 'Expected extra lead time, days', 'Délai supplémentaire attendu, jours', 'التأخير الإضافي المتوقع، بالأيام'),
    ],
    prices: { starter: 790, team: 2290, enterprise: 6900 },
  },
  {
    slug: 'price-lens',
    name: 'Price Lens',
    category: 'retail-pricing',
    updateFrequency: 'daily',
    formats: ['api', 'csv', 'parquet', 'warehouse-share'],
    historyFrom: 2017,
    tagline: {
      en: 'Daily shelf and online prices for 2.3 million products.',
      fr: 'Prix en rayon et en ligne, chaque jour, pour 2,3 millions de produits.',
      ar: 'أسعار الرفوف والمتاجر الإلكترونية يوميًا لـ 2.3 مليون منتج.',
    },
    description: {
      en: 'Price Lens collects list and promotional prices from 160 retailers and matches identical products across them by barcode and attributes. Pricing teams see where they are above the market and which promotions competitors are running today.',
      fr: "Price Lens relève les prix de base et promotionnels de 160 enseignes et rapproche les produits identiques par code-barres et attributs. Les équipes pricing voient où elles sont au-dessus du marché et quelles promotions les concurrents mènent aujourd'hui.",
      ar: 'يجمع Price Lens الأسعار العادية والترويجية من 160 متجرًا ويطابق المنتجات المتطابقة عبرها بالرمز الشريطي والخصائص. ترى فرق التسعير أين تتجاوز أسعارها السوق وما العروض التي يطلقها المنافسون اليوم.',
    },
    coverage: {
      en: '9 countries, 160 retailers, 2.3 million matched products',
      fr: '9 pays, 160 enseignes, 2,3 millions de produits rapprochés',
      ar: '9 دول، 160 متجرًا، 2.3 مليون منتج مطابق',
    },
    schema: [
      f('observed_on', 'date', '2026-03-14', 'Day the price was seen', 'Jour du relevé', 'يوم رصد السعر'),
      f('gtin', 'string', '05012345678900', 'Product barcode (GTIN)', 'Code-barres produit (GTIN)', 'الرمز الشريطي للمنتج (GTIN)'),
      f('retailer', 'string', 'retailer_042', 'Retailer id', "Identifiant de l'enseigne", 'معرّف المتجر'),
      f('channel', 'string', 'online', 'Store or online', 'Magasin ou en ligne', 'متجر فعلي أو إلكتروني'),
      f('price', 'decimal', '3.49', 'Shelf price, local currency', 'Prix en rayon, devise locale', 'سعر الرف بالعملة المحلية'),
      f('on_promotion', 'boolean', 'true', 'Whether a promotion applies', "Présence d'une promotion", 'هل يوجد عرض ترويجي'),
      f('currency', 'string', 'EUR', 'ISO 4217 currency', 'Devise ISO 4217', 'العملة وفق ISO 4217'),
    ],
    prices: { starter: 590, team: 1790, enterprise: 5400 },
  },
  {
    slug: 'talent-flow',
    name: 'Talent Flow',
    category: 'labour-market',
    updateFrequency: 'weekly',
    formats: ['api', 'csv', 'parquet'],
    historyFrom: 2018,
    tagline: {
      en: 'Weekly hiring demand and salaries by role, city and skill.',
      fr: 'Demande de recrutement et salaires chaque semaine, par métier, ville et compétence.',
      ar: 'الطلب على التوظيف والرواتب أسبوعيًا حسب الوظيفة والمدينة والمهارة.',
    },
    description: {
      en: 'Talent Flow de-duplicates 14 million job adverts a year, maps them to a standard role taxonomy and extracts advertised salaries and skills. HR and strategy teams use it to plan hiring, set pay bands and spot where competitors are building teams.',
      fr: "Talent Flow dédoublonne 14 millions d'offres d'emploi par an, les rattache à une nomenclature de métiers et en extrait salaires et compétences. Les RH et la stratégie l'utilisent pour planifier les recrutements, fixer les grilles et repérer où les concurrents constituent des équipes.",
      ar: 'يزيل Talent Flow التكرار من 14 مليون إعلان وظيفي سنويًا، ويربطها بتصنيف موحّد للوظائف، ويستخرج الرواتب والمهارات المعلنة. تستخدمه فرق الموارد البشرية والاستراتيجية لتخطيط التوظيف وتحديد سلالم الأجور ورصد أين يبني المنافسون فرقهم.',
    },
    coverage: {
      en: '14 countries, 1,100 roles, 6,000 skills',
      fr: '14 pays, 1 100 métiers, 6 000 compétences',
      ar: '14 دولة، 1100 وظيفة، 6000 مهارة',
    },
    schema: [
      f('week_start', 'date', '2026-03-02', 'Monday of the week', 'Lundi de la semaine', 'يوم الاثنين من الأسبوع'),
      f('city', 'string', 'Lyon', 'City of the role', 'Ville du poste', 'مدينة الوظيفة'),
      f('role_code', 'string', 'data.engineer', 'Standard role code', 'Code métier standard', 'رمز الوظيفة الموحّد'),
      f('open_adverts', 'integer', '312', 'Live, de-duplicated adverts', 'Offres actives dédoublonnées', 'الإعلانات النشطة دون تكرار'),
      f('median_salary', 'decimal', '54000', 'Median advertised yearly salary', 'Salaire annuel médian affiché', 'الراتب السنوي الوسيط المعلن'),
      f('top_skill', 'string', 'dbt', 'Most requested skill', 'Compétence la plus demandée', 'المهارة الأكثر طلبًا'),
    ],
    prices: { starter: 390, team: 1190, enterprise: 3900 },
  },
  {
    slug: 'climate-exposure',
    name: 'Climate Exposure Scores',
    category: 'climate-risk',
    updateFrequency: 'monthly',
    formats: ['api', 'csv', 'parquet', 'warehouse-share'],
    historyFrom: 2020,
    tagline: {
      en: 'Flood, heat, wildfire and storm exposure for any address, to 2050.',
      fr: "Exposition aux inondations, chaleurs, incendies et tempêtes pour toute adresse, jusqu'en 2050.",
      ar: 'التعرض للفيضانات والحرّ وحرائق الغابات والعواصف لأي عنوان حتى عام 2050.',
    },
    description: {
      en: 'Climate Exposure Scores rate physical climate risk on a 1-5 scale for each hazard at 90-metre resolution, today and under two warming scenarios for 2030 and 2050. Lenders, insurers and property owners use them to price risk and report under TCFD and CSRD.',
      fr: "Climate Exposure Scores note le risque climatique physique de 1 à 5 pour chaque aléa, à une résolution de 90 mètres, aujourd'hui et selon deux scénarios de réchauffement pour 2030 et 2050. Banques, assureurs et propriétaires s'en servent pour tarifer le risque et publier selon la TCFD et la CSRD.",
      ar: 'تقيّم Climate Exposure Scores المخاطر المناخية المادية على مقياس من 1 إلى 5 لكل خطر بدقة 90 مترًا، اليوم ووفق سيناريوهين للاحترار لعامي 2030 و2050. تستخدمها جهات الإقراض وشركات التأمين ومالكو العقارات لتسعير المخاطر وإعداد تقارير TCFD وCSRD.',
    },
    coverage: {
      en: 'Europe, the Middle East and North America at 90 m resolution',
      fr: 'Europe, Moyen-Orient et Amérique du Nord, résolution 90 m',
      ar: 'أوروبا والشرق الأوسط وأمريكا الشمالية بدقة 90 مترًا',
    },
    schema: [
      f('cell_id', 'string', 'h3_8a1fb46622dffff', 'Grid cell id (H3)', 'Identifiant de maille (H3)', 'معرّف الخلية الشبكية (H3)'),
      f('location', 'geo', '51.5072,-0.1276', 'Cell centre', 'Centre de la maille', 'مركز الخلية'),
      f('hazard', 'string', 'river_flood', 'Hazard type', "Type d'aléa", 'نوع الخطر'),
      f('scenario', 'string', 'ssp2_2050', 'Warming scenario and horizon', 'Scénario et horizon', 'سيناريو الاحترار والأفق الزمني'),
      f('score', 'integer', '4', 'Exposure, 1 (low) to 5 (severe)', 'Exposition, 1 (faible) à 5 (sévère)', 'التعرض من 1 (منخفض) إلى 5 (شديد)'),
      f('return_period_years', 'integer', '100', 'Return period of the modelled event', "Période de retour de l'événement", 'فترة تكرار الحدث المنمذج'),
    ],
    prices: { starter: 890, team: 2490, enterprise: 7400 },
  },
  {
    slug: 'esg-ledger',
    name: 'ESG Ledger',
    category: 'sustainability',
    updateFrequency: 'quarterly',
    formats: ['api', 'csv', 'warehouse-share'],
    historyFrom: 2015,
    tagline: {
      en: 'Reported emissions and ESG metrics for 12,000 companies, sourced line by line.',
      fr: 'Émissions déclarées et indicateurs ESG de 12 000 entreprises, sourcés ligne à ligne.',
      ar: 'الانبعاثات المعلنة ومؤشرات الحوكمة البيئية والاجتماعية لـ 12 ألف شركة، موثّقة سطرًا بسطر.',
    },
    description: {
      en: 'ESG Ledger extracts scope 1, 2 and 3 emissions, energy use, water and workforce metrics from annual and sustainability reports, with a link to the page each figure came from. Finance and sustainability teams use it for supplier screening and portfolio reporting.',
      fr: "ESG Ledger extrait des rapports annuels et de durabilité les émissions des scopes 1, 2 et 3, la consommation d'énergie, l'eau et les indicateurs sociaux, avec un lien vers la page d'origine de chaque chiffre. Finance et RSE l'utilisent pour évaluer les fournisseurs et rendre compte de leurs portefeuilles.",
      ar: 'يستخرج ESG Ledger انبعاثات النطاقات 1 و2 و3 واستهلاك الطاقة والمياه ومؤشرات القوى العاملة من التقارير السنوية وتقارير الاستدامة، مع رابط إلى الصفحة التي ورد فيها كل رقم. تستخدمه فرق المالية والاستدامة لفحص الموردين وإعداد تقارير المحافظ.',
    },
    coverage: {
      en: '12,000 listed and large private companies, 60 countries',
      fr: '12 000 sociétés cotées et grandes entreprises privées, 60 pays',
      ar: '12 ألف شركة مدرجة وخاصة كبيرة في 60 دولة',
    },
    schema: [
      f('company_lei', 'string', '529900T8BM49AURSDO55', 'Legal entity identifier', "Identifiant d'entité juridique (LEI)", 'معرّف الكيان القانوني (LEI)'),
      f('fiscal_year', 'integer', '2025', 'Reporting year', "Exercice déclaré", 'السنة المالية المبلّغ عنها'),
      f('metric', 'string', 'scope2_market_tco2e', 'Metric code', "Code de l'indicateur", 'رمز المؤشر'),
      f('value', 'decimal', '18250.0', 'Reported value', 'Valeur déclarée', 'القيمة المعلنة'),
      f('unit', 'string', 'tCO2e', 'Unit of the value', 'Unité', 'وحدة القيمة'),
      f('source_url', 'string', 'https://example.com/ar2025.pdf#p=84', 'Document and page of the figure', 'Document et page du chiffre', 'المستند والصفحة مصدر الرقم'),
    ],
    prices: { starter: 450, team: 1390, enterprise: 4200 },
  },
  {
    slug: 'sentiment-stream',
    name: 'Sentiment Stream',
    category: 'consumer-sentiment',
    updateFrequency: 'hourly',
    formats: ['api', 'csv', 'parquet'],
    historyFrom: 2019,
    tagline: {
      en: 'Hourly consumer sentiment on 8,000 brands from reviews and public posts.',
      fr: "Sentiment des consommateurs, heure par heure, sur 8 000 marques à partir d'avis et de publications publiques.",
      ar: 'معنويات المستهلكين كل ساعة تجاه 8 آلاف علامة تجارية من المراجعات والمنشورات العامة.',
    },
    description: {
      en: 'Sentiment Stream classifies public reviews and posts in 12 languages by brand, topic and tone, and reports volumes and net sentiment every hour. Brand and customer-experience teams catch product issues and campaign reactions on the day they start.',
      fr: "Sentiment Stream classe les avis et publications publics en 12 langues par marque, sujet et tonalité, et publie volumes et sentiment net toutes les heures. Les équipes marque et expérience client repèrent les problèmes produit et les réactions aux campagnes le jour même.",
      ar: 'يصنّف Sentiment Stream المراجعات والمنشورات العامة بـ 12 لغة حسب العلامة التجارية والموضوع والنبرة، ويقدّم الأحجام وصافي المعنويات كل ساعة. تلتقط فرق العلامة التجارية وتجربة العملاء مشكلات المنتجات وردود الفعل على الحملات في يوم ظهورها.',
    },
    coverage: {
      en: '8,000 brands, 12 languages, 30 million posts a month',
      fr: '8 000 marques, 12 langues, 30 millions de publications par mois',
      ar: '8 آلاف علامة تجارية، 12 لغة، 30 مليون منشور شهريًا',
    },
    schema: [
      f('hour', 'timestamp', '2026-03-14T09:00:00Z', 'Start of the hour, UTC', "Début de l'heure, UTC", 'بداية الساعة بالتوقيت العالمي'),
      f('brand_id', 'string', 'brand_1187', 'Brand id', 'Identifiant de la marque', 'معرّف العلامة التجارية'),
      f('topic', 'string', 'delivery', 'Topic of the mentions', 'Sujet des mentions', 'موضوع الإشارات'),
      f('language', 'string', 'fr', 'Language of the mentions', 'Langue des mentions', 'لغة الإشارات'),
      f('mentions', 'integer', '1240', 'Number of mentions', 'Nombre de mentions', 'عدد الإشارات'),
      f('net_sentiment', 'decimal', '-0.18', 'Positive minus negative share, -1 to 1', 'Part positive moins négative, -1 à 1', 'الحصة الإيجابية ناقص السلبية، من -1 إلى 1'),
    ],
    prices: { starter: 540, team: 1640, enterprise: 4900 },
  },
  {
    slug: 'energy-grid-watch',
    name: 'Grid Watch',
    category: 'energy',
    updateFrequency: 'hourly',
    formats: ['api', 'csv', 'parquet', 'warehouse-share'],
    historyFrom: 2015,
    tagline: {
      en: 'Hourly generation mix, demand, prices and carbon intensity for 34 power markets.',
      fr: 'Mix de production, demande, prix et intensité carbone, heure par heure, sur 34 marchés électriques.',
      ar: 'مزيج التوليد والطلب والأسعار وكثافة الكربون كل ساعة في 34 سوقًا للكهرباء.',
    },
    description: {
      en: 'Grid Watch harmonises transmission operator and exchange data into one hourly series per bidding zone, with day-ahead forecasts. Energy buyers, traders and operations teams use it to shift consumption to cheaper, cleaner hours.',
      fr: "Grid Watch harmonise les données des gestionnaires de réseau et des bourses en une série horaire par zone de marché, avec des prévisions à J+1. Acheteurs d'énergie, traders et exploitants s'en servent pour déplacer leur consommation vers des heures moins chères et moins carbonées.",
      ar: 'يوحّد Grid Watch بيانات مشغّلي الشبكات والبورصات في سلسلة زمنية ساعية لكل منطقة تسعير، مع توقعات لليوم التالي. يستخدمه مشترو الطاقة والمتداولون وفرق التشغيل لنقل الاستهلاك إلى ساعات أرخص وأنظف.',
    },
    coverage: {
      en: '34 bidding zones in Europe and the Gulf, hourly since 2015',
      fr: "34 zones de marché en Europe et dans le Golfe, heure par heure depuis 2015",
      ar: '34 منطقة تسعير في أوروبا والخليج، بيانات ساعية منذ 2015',
    },
    schema: [
      f('hour', 'timestamp', '2026-03-14T18:00:00Z', 'Start of the hour, UTC', "Début de l'heure, UTC", 'بداية الساعة بالتوقيت العالمي'),
      f('zone', 'string', 'FR', 'Bidding zone', 'Zone de marché', 'منطقة التسعير'),
      f('demand_mw', 'decimal', '58210', 'Load, megawatts', 'Consommation, mégawatts', 'الحمل بالميغاواط'),
      f('renewable_share_pct', 'decimal', '41.7', 'Share of wind, solar and hydro, %', 'Part éolien, solaire et hydraulique, %', 'حصة الرياح والشمس والمياه، %'),
      f('day_ahead_price', 'decimal', '86.40', 'Day-ahead price, EUR/MWh', 'Prix J+1, EUR/MWh', 'سعر اليوم التالي، يورو/ميغاواط ساعة'),
      f('carbon_g_per_kwh', 'decimal', '52.0', 'Carbon intensity, gCO2/kWh', 'Intensité carbone, gCO2/kWh', 'كثافة الكربون، غرام/كيلوواط ساعة'),
      f('is_forecast', 'boolean', 'false', 'Forecast rather than outturn', 'Prévision plutôt que réalisé', 'توقع وليس قيمة فعلية'),
    ],
    prices: { starter: 640, team: 1890, enterprise: 5600 },
  },
];

/**
 * The catalogue as this browser sells it: the bundled products overlaid with the edits saved in
 * the dashboard (docs/catalogue.md), drafts left out. No network: the overlay is a local read.
 */
export function listedDataProducts(): readonly DataProduct[] {
  const edits = readCatalogEdits();
  // The same array while the edits are the same, so React can subscribe to it.
  if (!listed || listed.edits !== edits) listed = { edits, products: overlayCatalog(dataProducts, edits) };
  return listed.products;
}

let listed: { edits: ReturnType<typeof readCatalogEdits>; products: readonly DataProduct[] } | null = null;

/** A product on sale (published), with the dashboard's edits; undefined for a draft or unknown slug. */
export function findDataProduct(slug: string): DataProduct | undefined {
  return listedDataProducts().find((p) => p.slug === slug);
}

// ---- External links (documentation, changelog, marketplace listings). Fictional `.example` hosts.

export const marketplaces = {
  datamart: { name: 'Datamart Exchange', listing: (slug: string) => `https://datamart.example/providers/corvane/${slug}` },
  signalhub: { name: 'SignalHub Market', listing: (slug: string) => `https://market.signalhub.example/p/corvane-${slug}` },
  cloudbazaar: { name: 'Cloud Data Bazaar', listing: (slug: string) => `https://clouddatabazaar.example/listings/${slug}` },
} as const;
export type MarketplaceId = keyof typeof marketplaces;

/** Where each product is listed besides this site. */
const listings: Readonly<Record<string, readonly MarketplaceId[]>> = {
  'market-pulse': ['datamart', 'signalhub', 'cloudbazaar'],
  'footfall-atlas': ['datamart', 'cloudbazaar'],
  'supply-signal': ['signalhub', 'cloudbazaar'],
  'price-lens': ['datamart', 'signalhub'],
  'talent-flow': ['signalhub'],
  'climate-exposure': ['datamart', 'cloudbazaar'],
  'esg-ledger': ['datamart', 'signalhub', 'cloudbazaar'],
  'sentiment-stream': ['signalhub'],
  'energy-grid-watch': ['cloudbazaar'],
};

export interface ProductLinks {
  docs: string;
  changelog: string;
  marketplaces: { id: MarketplaceId; name: string; url: string }[];
}

export function productLinks(slug: string): ProductLinks {
  return {
    docs: `https://docs.corvane.example/${slug}`,
    changelog: `https://docs.corvane.example/${slug}/changelog`,
    marketplaces: (listings[slug] ?? []).map((id) => ({ id, name: marketplaces[id].name, url: marketplaces[id].listing(slug) })),
  };
}
