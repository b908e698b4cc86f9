// The section's strings in en, fr and ar: its namespace file, its page titles (common.json's
// routes) and its navigation label (dashboard.json's nav). Fixed sentences are translated here;
// labels made of the field and section names go through the dictionary, and what it lacks stays
// English in fr/ar and is returned in `review` (the command prints it).
import { translate } from '../dictionary.mjs';
import { sentence } from '../names.mjs';

const LANGS = ['en', 'fr', 'ar'];

export function localeStrings(s) {
  const { n, fields, facet, nameField } = s;
  const review = new Set();
  /** [en, fr, ar] of a label. */
  const word = (en) => {
    const tr = translate(en);
    if (!tr) review.add(en);
    return tr ? [en, ...tr] : [en, en, en];
  };
  const One = word(sentence(n.label));
  const Many = word(sentence(n.labels));
  const lower = (x, lang) => (lang === 'ar' ? x : x.toLowerCase());
  const v = `{{${nameField.name}}}`;
  const per = (make) => Object.fromEntries(LANGS.map((lang, i) => [lang, make(lang, i)]));
  const fixed = {
    common: { retry: ['Retry', 'Réessayer', 'إعادة المحاولة'], cancel: ['Cancel', 'Annuler', 'إلغاء'] },
    yes: ['Yes', 'Oui', 'نعم'],
    no: ['No', 'Non', 'لا'],
  };
  const pick = (tree, i) =>
    Array.isArray(tree) ? tree[i] : Object.fromEntries(Object.entries(tree).map(([k, x]) => [k, pick(x, i)]));
  const namespace = per((lang, i) => {
    const one = One[i];
    const many = Many[i];
    const fieldLabels = Object.fromEntries(fields.map((f) => [f.name, word(f.label)[i]]));
    const valueLabels = Object.fromEntries(
      fields.filter((f) => f.type === 'enum').map((f) => [f.name, Object.fromEntries(f.values.map((x) => [x, word(sentence(x.replace(/-/g, ' ')))[i]]))]),
    );
    const t = {
      en: {
        list: {
          title: many,
          subtitle: `Every ${n.label}: search, filter, sort and export them.`,
          new: `New ${n.label}`,
          statusTabs: `${many} by ${facet ? facet.label.toLowerCase() : 'status'}`,
          search: `Search ${n.labels}`,
          searchPlaceholder: `${s.searchFields.map((f) => fieldLabels[f.name]).join(', ')}…`,
          tableLabel: many,
          empty: `No ${n.labels} match this view.`,
          actionsFor: `Actions for ${v}`,
          view: 'View',
          edit: 'Edit',
          delete: 'Delete',
        },
        delete: { title: `Delete this ${n.label}?`, description: `“${v}” will be removed. This cannot be undone.` },
        detail: { edit: 'Edit', notFound: `This ${n.label} does not exist or was deleted.`, backToList: `Back to ${n.labels}`, crumbsLabel: 'Breadcrumb' },
        toast: { created: `${one} “${v}” created`, updated: `${one} “${v}” saved`, deleted: `${one} “${v}” deleted`, deleteFailed: `Could not delete “${v}”` },
        validation: {
          tooLong: 'This is too long.',
          tooBig: 'This number is too large.',
          negative: 'Cannot be negative.',
          wholeNumber: 'Enter a whole number.',
          date: 'Choose a date.',
          email: 'Enter a valid email address.',
          url: 'Enter a web address (https://…).',
          checkFields: 'Please correct the highlighted fields.',
        },
        form: {
          newTitle: `New ${n.label}`,
          newSubtitle: `Fill in the ${n.label}; you can change it later.`,
          editTitle: `Edit ${v}`,
          editSubtitle: 'Changes show everywhere once saved.',
          draftRestored: 'Your unsaved changes from before your session ended are back.',
          discardDraft: 'Discard',
          choose: 'Choose…',
          save: 'Save changes',
          create: `Create ${n.label}`,
        },
      },
      fr: {
        list: {
          title: many,
          subtitle: 'Recherchez, filtrez, triez et exportez la liste.',
          new: `Créer : ${lower(one, lang)}`,
          statusTabs: `${many} par ${lower(facet ? word(facet.label)[i] : 'Statut', lang)}`,
          search: `Rechercher : ${lower(many, lang)}`,
          searchPlaceholder: `${s.searchFields.map((f) => fieldLabels[f.name]).join(', ')}…`,
          tableLabel: many,
          empty: 'Aucun résultat pour cette vue.',
          actionsFor: `Actions pour ${v}`,
          view: 'Voir',
          edit: 'Modifier',
          delete: 'Supprimer',
        },
        delete: { title: `Supprimer : ${lower(one, lang)} ?`, description: `« ${v} » sera supprimé. Cette action est irréversible.` },
        detail: { edit: 'Modifier', notFound: 'Cet élément n’existe pas ou a été supprimé.', backToList: `Retour : ${lower(many, lang)}`, crumbsLabel: 'Fil d’Ariane' },
        toast: { created: `« ${v} » créé`, updated: `« ${v} » enregistré`, deleted: `« ${v} » supprimé`, deleteFailed: `Impossible de supprimer « ${v} »` },
        validation: {
          tooLong: 'C’est trop long.',
          tooBig: 'Ce nombre est trop grand.',
          negative: 'Ne peut pas être négatif.',
          wholeNumber: 'Saisissez un nombre entier.',
          date: 'Choisissez une date.',
          email: 'Saisissez une adresse e-mail valide.',
          url: 'Saisissez une adresse web (https://…).',
          checkFields: 'Corrigez les champs signalés.',
        },
        form: {
          newTitle: `Créer : ${lower(one, lang)}`,
          newSubtitle: 'Remplissez la fiche ; vous pourrez la modifier ensuite.',
          editTitle: `Modifier ${v}`,
          editSubtitle: 'Les modifications s’appliquent partout une fois enregistrées.',
          draftRestored: 'Vos modifications non enregistrées avant la fin de votre session sont de retour.',
          discardDraft: 'Ignorer',
          choose: 'Choisir…',
          save: 'Enregistrer',
          create: 'Créer',
        },
      },
      ar: {
        list: {
          title: many,
          subtitle: 'ابحث في القائمة وصفّها ورتّبها وصدّرها.',
          new: `إنشاء: ${one}`,
          statusTabs: `${many} حسب ${facet ? word(facet.label)[i] : 'الحالة'}`,
          search: `البحث في ${many}`,
          searchPlaceholder: `${s.searchFields.map((f) => fieldLabels[f.name]).join('، ')}…`,
          tableLabel: many,
          empty: 'لا توجد نتائج لهذا العرض.',
          actionsFor: `إجراءات ${v}`,
          view: 'عرض',
          edit: 'تعديل',
          delete: 'حذف',
        },
        delete: { title: `حذف: ${one}؟`, description: `سيُحذف «${v}». لا يمكن التراجع عن ذلك.` },
        detail: { edit: 'تعديل', notFound: 'هذا العنصر غير موجود أو حُذف.', backToList: `العودة إلى ${many}`, crumbsLabel: 'مسار التنقل' },
        toast: { created: `تم إنشاء «${v}»`, updated: `تم حفظ «${v}»`, deleted: `تم حذف «${v}»`, deleteFailed: `تعذّر حذف «${v}»` },
        validation: {
          tooLong: 'النص طويل جدًا.',
          tooBig: 'هذا الرقم كبير جدًا.',
          negative: 'لا يمكن أن يكون سالبًا.',
          wholeNumber: 'أدخل عددًا صحيحًا.',
          date: 'اختر تاريخًا.',
          email: 'أدخل بريدًا إلكترونيًا صالحًا.',
          url: 'أدخل عنوان ويب (https://…).',
          checkFields: 'يُرجى تصحيح الحقول المحددة.',
        },
        form: {
          newTitle: `إنشاء: ${one}`,
          newSubtitle: 'املأ البيانات، ويمكنك تعديلها لاحقًا.',
          editTitle: `تعديل ${v}`,
          editSubtitle: 'تظهر التغييرات في كل مكان بعد الحفظ.',
          draftRestored: 'عادت تغييراتك غير المحفوظة من قبل انتهاء جلستك.',
          discardDraft: 'تجاهل',
          choose: 'اختر…',
          save: 'حفظ التغييرات',
          create: 'إنشاء',
        },
      },
    }[lang];
    const status = { all: { en: 'All', fr: 'Tous', ar: 'الكل' }[lang], ...(facet ? valueLabels[facet.name] : {}) };
    return { common: pick(fixed.common, i), list: t.list, status, delete: t.delete, field: fieldLabels, value: valueLabels, yes: fixed.yes[i], no: fixed.no[i], detail: t.detail, toast: t.toast, validation: t.validation, form: t.form };
  });
  const routes = per((lang) => {
    const make = {
      en: { list: Many[0], new: `New ${n.label}`, detail: One[0], edit: `Edit ${n.label}` },
      fr: { list: Many[1], new: `Créer : ${lower(One[1], 'fr')}`, detail: One[1], edit: `Modifier : ${lower(One[1], 'fr')}` },
      ar: { list: Many[2], new: `إنشاء: ${One[2]}`, detail: One[2], edit: `تعديل: ${One[2]}` },
    };
    return make[lang];
  });
  const nav = per((lang, i) => One[i]);
  return { namespace, routes, nav, review: [...review] };
}
