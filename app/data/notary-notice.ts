/**
 * The notice 5 ILCS 312/3-103 requires of a notary who is not an attorney and advertises in a
 * language other than English, word for word: shown in English beside each translation.
 */
export const statutoryNotaryNotice =
  "I AM NOT AN ATTORNEY LICENSED TO PRACTICE LAW IN ILLINOIS. I AM NOT ALLOWED TO DRAFT LEGAL DOCUMENTS OR RECORDS, NOR MAY I GIVE LEGAL ADVICE ON ANY MATTER, INCLUDING, BUT NOT LIMITED TO, MATTERS OF IMMIGRATION, OR ACCEPT OR CHARGE FEES FOR THE PERFORMANCE OF THOSE ACTIVITIES.";
