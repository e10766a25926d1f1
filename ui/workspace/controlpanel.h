#pragma once

#include "scenario.h"

#include <QWidget>

#include <functional>
#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSlider;
class QSpinBox;
class QGroupBox;

namespace shardscope {

class ScenarioDocument;
class SplitSlider;

/**
 * The controls. User edits become new scenarios handed to the document
 * (controls → scenario); document changes come back into the widgets with
 * their signals blocked (scenario → controls), so the two never loop.
 */
class ControlPanel : public QWidget {
    Q_OBJECT
  public:
    explicit ControlPanel(ScenarioDocument* document, QWidget* parent = nullptr);
    /** Shows the document's scenario in every control: the window calls it once per change. */
    void showScenario();

    /** Chip counts the chip slider offers for a hardware preset. */
    static QList<long long> chipSteps(const Hardware& hardware);
    /** Batch sizes the batch slider snaps to, 10 to 1e8 tokens. */
    static const QList<double>& batchSteps();
    /** The ids a lesson step's `highlight` names the controls by ("split", "batch", …). */
    static QStringList controlIds();
    /** The control with that id (controlIds()), or nullptr. */
    QWidget* control(const QString& id) const;

    // Tests and the benchmark find the controls by their objectName ("splitSlider", "pods", …).

  protected:
    void changeEvent(QEvent* event) override;

  private:
    /// The memory recipe combo's entries, in order (a fourth entry is "custom").
    static constexpr const char* kRecipes[] = {"book-10", "mixed-16", "notes-18"};
    void buildSetupGroup();
    void buildSplitGroup();
    void buildCommsGroup();
    void buildMemoryGroup();
    // Control ↔ scenario field ↔ undo text: `change` writes the control's value into a copy
    // of the scenario, which is applied as one undo step named `what` (a QT_TR_NOOP text).
    template <typename T> using Change = std::function<void(Scenario&, T)>;
    template <typename T> void applyChange(const Change<T>& change, T value, const char* what);
    void bind(QSpinBox* box, Change<int> change, const char* what);
    void bind(QDoubleSpinBox* box, Change<double> change, const char* what);
    void bind(QCheckBox* box, Change<bool> change, const char* what);
    void bind(QComboBox* box, Change<int> change, const char* what);
    /** A drag is one undo step `dragWhat`; a click or key step is one `what`. */
    void bind(QSlider* slider, Change<int> change, const char* what, const char* dragWhat);
    /** A form row whose label retranslates with the panel; `fieldRow` when the field is a row of
     * widgets. */
    QLabel* addRow(QFormLayout* form, const char* label, QWidget* field,
                   QLayout* fieldRow = nullptr);
    void retranslate();

    void edit(const Scenario& next, const QString& what);
    void chooseHardware(int index);
    void chooseModel(int index);
    void chooseMeshShape(int index);
    void showMeshShapes(const Scenario& s);
    void showHsdp(const Scenario& s);
    void showEp(const Scenario& s);
    void showCp(const Scenario& s);
    void showCustomNames(const Scenario& s);
    void editCustomHardware();
    void editCustomModel();
    void commitBatchText();
    void commitTrainingTokens();

    ScenarioDocument* m_doc;
    std::vector<std::pair<QLabel*, const char*>> m_rowLabels; ///< label, its untranslated text
    QList<long long> m_chipValues;
    QList<long long> m_tpValues;

    QGroupBox* m_setupGroup;
    QGroupBox* m_splitGroup;
    QGroupBox* m_commsGroup;
    QGroupBox* m_memoryGroup;

    QComboBox* m_hardware;
    QComboBox* m_model;
    QSlider* m_chipSlider;
    QSpinBox* m_chips;
    QSpinBox* m_pods;
    QComboBox* m_meshShape;
    std::vector<std::vector<long long>> m_meshShapes; ///< the combo's entries after "auto"
    QSlider* m_batchSlider;
    QLineEdit* m_batchEdit;
    QSpinBox* m_seqLen;
    SplitSlider* m_splitSlider;
    QLabel* m_splitLabel;
    QLabel* m_splitLeftEnd;
    QLabel* m_splitRightEnd;
    QSpinBox* m_pp;
    QSpinBox* m_microbatches;
    QComboBox* m_schedule;
    QCheckBox* m_autoAxes;
    QSpinBox* m_axesFsdp;
    QSpinBox* m_axesTp;
    QComboBox* m_overlap;
    QCheckBox* m_finiteGroup;
    QComboBox* m_recipe;
    QComboBox* m_zero;
    QComboBox* m_hsdp;
    std::vector<long long> m_hsdpValues; ///< the HSDP combo's groups after "off"
    QComboBox* m_ep;
    QComboBox* m_precision;
    std::vector<long long> m_epValues; ///< the EP combo's ways
    QDoubleSpinBox* m_capacityFactor;
    QComboBox* m_cp;
    std::vector<long long> m_cpValues; ///< the CP combo's ways
    QComboBox* m_placement;
    QComboBox* m_algorithm;
    QSpinBox* m_checkpoints;
    QCheckBox* m_prefetch;
    QDoubleSpinBox* m_mfu;
    QLineEdit* m_trainingTokens;
};

} // namespace shardscope
